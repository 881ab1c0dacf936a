// Entry of the upload worker threads: workers do not share the parent's TypeScript loader
// (jest's transform, or tsx when the parent runs without it), so register tsx here.
require('tsx/cjs/api').register();
module.exports = require('./uploadWorker.ts').processUpload;
