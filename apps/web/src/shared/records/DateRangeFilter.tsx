import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import { DATE_INPUT_FORMATS } from '../format/date-time.ts';
import {
  dateIn,
  oldestDate,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  type DateRange,
  type RangePreset,
} from './date-range.ts';

/**
 * The date filter of the record pages: today / 7 days / 30 days presets and a range picker limited to the
 * days records are kept. `now` is fixed by the page so a preset keeps matching while it stays open.
 */
export function DateRangeFilter({
  now,
  range,
  onChange,
  presetLabel,
}: {
  now: number;
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** The page's own label of a preset (each page has its i18n namespace). */
  presetLabel: (preset: RangePreset) => string;
}) {
  return (
    <>
      <Segmented<RangePreset | 'custom'>
        value={presetOf(range, now) ?? 'custom'}
        onChange={(p) => p !== 'custom' && onChange(presetRange(p, now))}
        options={RANGE_PRESETS.map((p) => ({ value: p, label: presetLabel(p) }))}
      />
      <DatePicker.RangePicker
        allowClear={false}
        format={DATE_INPUT_FORMATS}
        value={[dayjs(range.beginDate), dayjs(range.endDate)]}
        disabledDate={(d) => {
          const ymd = d.format('YYYY-MM-DD');
          return ymd > dateIn(now) || ymd < oldestDate(now);
        }}
        onChange={(v) => {
          const [from, to] = v ?? [];
          if (from && to)
            onChange({ beginDate: from.format('YYYY-MM-DD'), endDate: to.format('YYYY-MM-DD') });
        }}
      />
    </>
  );
}
