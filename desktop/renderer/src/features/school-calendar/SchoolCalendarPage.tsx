import {
  schoolCalendarContract as api,
  type SchoolCalendarYearView,
} from '@mahir/shared/contract/school-calendar.contract';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { SchoolCalendarInput } from '@mahir/shared/school-calendar/school-calendar';
import { EXAMPLE_SCHOOL_CALENDARS } from '@mahir/shared/school-calendar/school-calendar-examples';
import { MALAYSIAN_STATES } from '@mahir/shared/school-calendar/school-states';
import { QueryState, routeKey, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';
import { GroupCalendarFields } from './GroupCalendarFields';

/** What the form starts from: the saved calendar, else the example for that year, else one empty term. */
function startingPoint(view: SchoolCalendarYearView, group: 'A' | 'B'): SchoolCalendarInput {
  const saved = view[group];
  if (saved) return saved;
  const example = EXAMPLE_SCHOOL_CALENDARS.find((c) => c.year === view.year && c.group === group);
  return (
    example ?? {
      year: view.year,
      group,
      terms: [{ name: 'Penggal 1', start: '', end: '' }],
      holidays: [],
      source: '',
    }
  );
}

/** `/admin/school-calendar`: the Malaysian school calendar per year, which package courses' chapters open by. */
export function SchoolCalendarPage() {
  const thisYear = Number(malaysiaDay(new Date()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const query = useApiQuery(api.show, { params: { year } });
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map(String);
  const { t } = useTranslation();
  return (
    <Stack maw={1000}>
      <PageHeader title={t('schoolCalendar.title')} />
      <Select
        label={t('schoolCalendar.year')}
        data={years}
        value={String(year)}
        onChange={(y) => y && setYear(Number(y))}
        w={160}
        allowDeselect={false}
      />
      <QueryState query={query}>{(view) => <YearForm key={view.year} view={view} />}</QueryState>
    </Stack>
  );
}

function YearForm({ view }: { view: SchoolCalendarYearView }) {
  const client = useQueryClient();
  const [a, setA] = useState(() => startingPoint(view, 'A'));
  const [b, setB] = useState(() => startingPoint(view, 'B'));
  const [states, setStates] = useState<string[]>(view.friday_weekend_states);
  const [message, setMessage] = useState<string | null>(null);
  const { t } = useTranslation();
  const save = useApiMutation(api.save, {
    onSuccess: (res) => {
      setMessage(res.message ?? t('schoolCalendar.saved'));
      client.setQueryData(routeKey(api.show, { params: { year: view.year } }), res.data);
    },
  });
  const submit = () => {
    setMessage(null);
    save.mutate({
      params: { year: view.year },
      body: {
        A: {
          ...a,
          year: view.year,
          group: 'A',
          friday_weekend_states: states as (typeof MALAYSIAN_STATES)[number][],
        },
        B: { ...b, year: view.year, group: 'B', friday_weekend_states: undefined },
      },
    });
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('schoolCalendar.intro')}
      </Text>
      <SuccessAlert message={message} onClose={() => setMessage(null)} />
      <FormError error={save.error} />
      <MultiSelect
        label={t('schoolCalendar.states')}
        data={[...MALAYSIAN_STATES]}
        value={states}
        onChange={setStates}
      />
      <GroupCalendarFields
        title={t('schoolCalendar.groupA')}
        weeks={view.weeks.A}
        value={a}
        onChange={setA}
      />
      <GroupCalendarFields
        title={t('schoolCalendar.groupB')}
        weeks={view.weeks.B}
        value={b}
        onChange={setB}
      />
      <Button onClick={submit} loading={save.isPending} w="fit-content">
        {t('schoolCalendar.save', { year: view.year })}
      </Button>
    </Stack>
  );
}
