/** Which greeting fits the hour in Prague: morning until 10, evening from 18. */
export function getGreetingKey(now: Date): 'morning' | 'day' | 'evening' {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Prague' }).format(
      now,
    ),
  );
  if (hour >= 4 && hour < 10) return 'morning';
  if (hour >= 18 || hour < 4) return 'evening';
  return 'day';
}
