import type { IndexOptions } from '../app';

const INTEGER_SETTINGS = {
  INDEX_POLL_MS: { key: 'pollMs', min: 50 },
  INDEX_MAX_BLOCK_RANGE: { key: 'maxRange', min: 1 },
  INDEX_MAX_LOGS_PER_COMMIT: { key: 'maxLogsPerCommit', min: 1 },
  INDEX_CONFIRMATIONS: { key: 'confirmations', min: 0 },
} as const;

/**
 * The event index's settings from the environment (docs/OPERATIONS.md, "The event index"):
 * INDEX_FOLLOW=false makes an instance that only serves the index; INDEX_POLL_MS,
 * INDEX_MAX_BLOCK_RANGE, INDEX_MAX_LOGS_PER_COMMIT, INDEX_CONFIRMATIONS and INDEX_RPC_TIMEOUT_MS
 * tune its follower. Unset values keep their defaults; a malformed one throws with its name.
 */
export function indexOptionsFromEnv(env: NodeJS.ProcessEnv): IndexOptions {
  const integer = (name: string, min: number): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name}=${raw} must be an integer of at least ${min}`);
    return value;
  };
  const settings: NonNullable<IndexOptions['settings']> = {};
  for (const [name, { key, min }] of Object.entries(INTEGER_SETTINGS)) {
    const value = integer(name, min);
    if (value !== undefined) settings[key] = value;
  }
  const follow = env.INDEX_FOLLOW;
  if (follow !== undefined && follow !== '' && follow !== 'true' && follow !== 'false') throw new Error(`INDEX_FOLLOW=${follow} must be true or false`);
  return { follow: follow !== 'false', settings, rpcTimeoutMs: integer('INDEX_RPC_TIMEOUT_MS', 100) };
}
