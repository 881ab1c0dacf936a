const bare = (text: string) => text.trim().replace(/\.+$/, '').toLowerCase();
const words = (text: string) => bare(text).split(/\s+/);
/** 'Failed to load things' repeats 'Failed to load your things': it says nothing the lead does not. */
const repeats = (reason: string, lead: string) => bare(reason).startsWith(bare(lead)) || words(reason).every((word) => words(lead).includes(word));
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * What a screen shows for a failed read: its lead ('Failed to load drops') and then the failure's
 * own reason, unless the reason only repeats the lead (a chain read's fallback is the same
 * sentence), so the user never reads it twice.
 */
export function failureSentence(lead: string, reason?: string | null): string {
  const why = reason?.trim() ?? '';
  if (why === '') return withStop(lead);
  if (repeats(why, lead)) return withStop(bare(why).startsWith(bare(lead)) ? why : lead);
  return `${withStop(lead.trim())} ${withStop(why)}`;
}
