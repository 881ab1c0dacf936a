const bare = (text: string) => text.trim().replace(/\.+$/, '').toLowerCase();
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * What a screen shows for a failed read: its lead ('Failed to load drops') and then the failure's
 * own reason, unless the reason only repeats the lead (a chain read's fallback is the same
 * sentence), so the user never reads it twice.
 */
export function failureSentence(lead: string, reason?: string | null): string {
  const why = reason?.trim() ?? '';
  if (why === '' || bare(why).startsWith(bare(lead))) return withStop(why === '' ? lead : why);
  return `${withStop(lead.trim())} ${withStop(why)}`;
}
