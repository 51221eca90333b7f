// How long the inbox keeps personal data (issue 18; the privacy policy, section 4, says the same).

/** An inquiry — with its messages and files — is deleted this many months after it closed. */
export const INQUIRY_RETENTION_MONTHS = 24;

/** The moment before which a closed inquiry is past retention: `now` less the months, in UTC. */
export function retentionCutoff(now: Date, months = INQUIRY_RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less one month is the last day of February, not 3 March.
  const last = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, last));
  return cutoff;
}
