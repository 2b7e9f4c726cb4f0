import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHour } from './timing-peaks.ts';

/** Weekday and hour names of the timing report: "Út", "úterý", "v úterý", "20–21 h", "mezi 20. a 21. hodinou". */
export function useTimingLabels() {
  const { t } = useTranslation('analyticsBehaviour');
  const weekdayShort = useCallback((weekday: number) => t(`weekday.short.${weekday}`), [t]);
  const weekdayName = useCallback((weekday: number) => t(`weekday.name.${weekday}`), [t]);
  const weekdayTitle = useCallback((weekday: number) => t(`weekday.title.${weekday}`), [t]);
  const weekdayOn = useCallback((weekday: number) => t(`weekday.on.${weekday}`), [t]);
  const hourRange = useCallback((hour: number) => t('hour.range', { from: hour, to: hour + 1 }), [t]);
  const hourBetween = useCallback(
    (hour: number) => {
      const { key, values } = describeHour(hour);
      return t(key, values);
    },
    [t],
  );
  return { weekdayShort, weekdayName, weekdayTitle, weekdayOn, hourRange, hourBetween };
}
