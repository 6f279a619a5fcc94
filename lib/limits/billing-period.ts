/**
 * The monthly period runs from the tenant's billing anniversary: the day of month of `billingAnchor`,
 * clamped to the month's last day (an anchor on the 31st renews on 30 April and 28/29 February), at
 * the anchor's time of day, UTC.
 */
export interface BillingPeriod {
  start: Date;
  end: Date;
}

function anniversary(anchor: Date, year: number, month: number): Date {
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

export function billingPeriod(anchor: Date, at: Date): BillingPeriod {
  let year = at.getUTCFullYear();
  let month = at.getUTCMonth();
  let start = anniversary(anchor, year, month);
  if (start > at) {
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
    start = anniversary(anchor, year, month);
  }
  const nextMonth = month === 11 ? 0 : month + 1;
  const nextYear = month === 11 ? year + 1 : year;
  return { start, end: anniversary(anchor, nextYear, nextMonth) };
}
