import { EventFragment, LogDescription, type Interface } from 'ethers';
import type { EventData, ListingRef, StoredEvent } from '../../storage/indexStore/records';

export type { ListingRef };

/** A log as eth_getLogs returns it, with numbers parsed and addresses lowercase. */
export interface RawLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: number;
  blockHash: string;
  transactionHash: string;
  logIndex: number;
}

export interface DecodeContext {
  /** chain time of the log's block */
  timestamp: number;
  /** the sale or pool at `address` (lowercase), including those created earlier in the same batch */
  listingAt(address: string): ListingRef | undefined;
  /** the pool with id `poolId` */
  pool(poolId: number): ListingRef | undefined;
}

/** One contract's events: the topics to ask the node for, and how each log becomes an indexed event. */
export interface ContractEvents {
  topics: readonly string[];
  /** null for a log the index does not keep (another contract's log with the same topic, an unknown listing) */
  decode(log: RawLog, context: DecodeContext): StoredEvent | null;
}

export function topicsOf(iface: Interface, names: readonly string[]): string[] {
  return names.map((name) => iface.getEvent(name)!.topicHash);
}

interface TopicEvent {
  topic: string;
  fragment: EventFragment;
  /** the same event marked anonymous: decoded from the indexed topics alone, its topic 0 not hashed again */
  decodable: EventFragment;
}

const eventsByTopic = new WeakMap<Interface, Map<string, TopicEvent>>();

/**
 * `iface`'s events by topic, hashed once. ethers' `parseLog` hashes every event signature of the
 * interface to find a log's, and `decodeEventLog` hashes it once more to check it: keccak was most
 * of a catch-up's CPU.
 */
function eventsOf(iface: Interface): Map<string, TopicEvent> {
  let events = eventsByTopic.get(iface);
  if (!events) {
    const found = new Map<string, TopicEvent>();
    iface.forEachEvent((fragment) => {
      const decodable = EventFragment.from({ ...JSON.parse(fragment.format('json')), anonymous: true });
      found.set(fragment.topicHash, { topic: fragment.topicHash, fragment, decodable });
    });
    events = found;
    eventsByTopic.set(iface, events);
  }
  return events;
}

/** The log parsed by `iface`, or null when it is not one of its events (or does not decode). */
export function parse(iface: Interface, log: RawLog): LogDescription | null {
  const event = eventsOf(iface).get(log.topics[0]?.toLowerCase() ?? '');
  if (!event) return null;
  try {
    return new LogDescription(event.fragment, event.topic, iface.decodeEventLog(event.decodable, log.data, log.topics.slice(1)));
  } catch {
    return null;
  }
}

export const lower = (value: unknown): string => String(value).toLowerCase();
export const dec = (value: unknown): string => (value as bigint).toString();

/** The event's position and listing; kind, account, amount and data are the caller's. */
export function storedEvent(
  log: RawLog,
  context: DecodeContext,
  listing: Pick<ListingRef, 'kind' | 'id'>,
  fields: { kind: StoredEvent['kind']; account: string | null; amount: bigint | null; data?: EventData },
): StoredEvent {
  return {
    blockNumber: log.blockNumber,
    logIndex: log.logIndex,
    txHash: log.transactionHash,
    timestamp: context.timestamp,
    listingKind: listing.kind,
    listingId: listing.id,
    kind: fields.kind,
    account: fields.account,
    amount: fields.amount,
    data: fields.data ?? {},
  };
}

/** Makes an indexed event of the log being decoded: kind, account, amount and details. */
export type EventOf = (kind: StoredEvent['kind'], account: string | null, amount: bigint | null, data?: EventData) => StoredEvent;

/**
 * The events of a listing's own contract (a sale or a pool clone): asked for by topic over a range,
 * kept only when the log's address is a listing of `kind` the index knows. `decode` turns a parsed
 * log of that listing into an event, or null for one the index does not keep.
 */
export function listingEvents(
  iface: Interface,
  names: readonly string[],
  kind: ListingRef['kind'],
  decode: (parsed: LogDescription, listing: ListingRef, event: EventOf) => StoredEvent | null,
): ContractEvents {
  return {
    topics: topicsOf(iface, names),
    decode(log, context) {
      const listing = context.listingAt(log.address);
      if (listing?.kind !== kind) return null;
      const parsed = parse(iface, log);
      if (!parsed) return null;
      return decode(parsed, listing, (eventKind, account, amount, data = {}) => storedEvent(log, context, listing, { kind: eventKind, account, amount, data }));
    },
  };
}
