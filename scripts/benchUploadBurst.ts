/**
 * Child process of `npm run bench`: posts the JSON bodies of the given files to
 * `<base>/create-sale` all at once and prints their statuses as a JSON array (0: the connection
 * closed before an answer could be read). Run apart from the
 * bench so that pushing 100+ MB of uploads does not delay the bench's own /health probes.
 * Usage: node --import tsx scripts/benchUploadBurst.ts <base> <body.json>...
 */
import fs from 'node:fs';

async function main(): Promise<void> {
  const [base, ...files] = process.argv.slice(2);
  const bodies = files.map((file) => fs.readFileSync(file, 'utf8'));
  const statuses = await Promise.all(
    bodies.map(async (body) => {
      try {
        const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0; // the server closed the connection before its answer could be read
      }
    }),
  );
  process.stdout.write(JSON.stringify(statuses));
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
