import { failureSentence } from '../errors/failureSentence';

/** What a screen needs of one RTK Query read to explain its failure. */
export interface ReadState {
  isError: boolean;
  isFetching: boolean;
  data?: unknown;
  error?: { message?: string } | null;
  refetch: () => unknown;
}

export interface ReadFailure {
  /** the first failed read's sentence (its lead, then its reason unless that only repeats it) */
  sentence: string;
  /** refetches every failed read */
  retry: () => void;
  retrying: boolean;
}

/**
 * The failure of a group of reads shown together (a position's balance and stake): only reads
 * that failed and have no earlier value count, since a kept value is still worth showing. Null when
 * nothing is missing, so the group shows its values (or its placeholders while they load).
 */
export function readFailure(reads: ReadonlyArray<{ lead: string; read: ReadState }>): ReadFailure | null {
  const failed = reads.filter(({ read }) => read.isError && read.data === undefined);
  if (failed.length === 0) return null;
  const [first] = failed;
  return {
    sentence: failureSentence(first.lead, first.read.error?.message),
    retry: () => failed.forEach(({ read }) => void read.refetch()),
    retrying: failed.some(({ read }) => read.isFetching),
  };
}
