/**
 * Reads Ignition's journal (ignition/deployments/<id>/journal.jsonl, one JSON message per line).
 * The deployment block is taken from it rather than from the chain so a resumed run, which sends
 * nothing, writes the same deployment file as the run that did the work.
 */
interface JournalLine {
  type?: string;
  receipt?: { blockNumber?: number };
}

/** The first block any of the deployment's transactions was confirmed in: log scans start there. */
export function deploymentBlockFromJournal(journal: string): number {
  const blocks = journal
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JournalLine)
    .filter((message) => message.type === 'TRANSACTION_CONFIRM' && typeof message.receipt?.blockNumber === 'number')
    .map((message) => message.receipt!.blockNumber!);
  if (blocks.length === 0) throw new Error('the Ignition journal holds no confirmed transaction');
  return Math.min(...blocks);
}
