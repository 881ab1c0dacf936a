// Entry of the upload worker threads: workers do not share the parent's TypeScript loader
// (jest's transform, or tsx when the parent runs without it), so register tsx here.
// Piscina picks the function by the task's `name` (parsePost or processUpload).
require('tsx/cjs/api').register();
module.exports = require('./uploadWorker.ts');
