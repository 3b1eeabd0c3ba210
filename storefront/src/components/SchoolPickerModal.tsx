import type { RouteDef } from '@mahir/shared';
import { AppPagination, useApiMutation, useApiQuery } from '@mahir/ui';
import { stateOptions } from '@mahir/ui/AccountFields';
import { DataTable } from '@mahir/ui/DataTable';
import { routes } from '@mahir/ui/routes';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickedSchool {
  id: number;
  name: string;
}

/** Which calls the picker makes: the package checkout's (public) or the profile's (logged in). */
export type SchoolPickerSource = 'package' | 'profile';

const ROUTES = {
  package: {
    districts: routes.packageCheckout.districts,
    search: routes.packageCheckout.searchSchool,
    select: routes.packageCheckout.selectSchool,
  },
  profile: {
    districts: routes.profile.districts,
    search: routes.profile.searchSchool,
    select: routes.profile.selectSchool,
  },
} satisfies Record<SchoolPickerSource, Record<string, RouteDef>>;

/** 'Name of School', read-only, beside the button that opens the picker (the account step, the profile). */
export function SchoolNameField({
  inputProps,
  required,
  onChoose,
}: {
  inputProps: GetInputPropsReturnType;
  required?: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={t('school.nameOfSchool')}
        required={required}
        readOnly
        style={{ flex: 1 }}
        {...inputProps}
      />
      <Button variant="light" onClick={onChoose}>
        {t('school.choose')}
      </Button>
    </Group>
  );
}

/** The school picker modal: filter by state, district and name, page through, choose one (spec 000 §2.2). */
export function SchoolPickerModal({
  opened,
  onClose,
  onPick,
  source,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (school: PickedSchool) => void;
  source: SchoolPickerSource;
}) {
  const { t } = useTranslation();
  const picker = ROUTES[source];
  const [state, setState] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [filter, setFilter] = useState({
    state: null as number | null,
    district: null as number | null,
    name: '',
  });
  const [page, setPage] = useState(1);
  const states = useApiQuery(routes.packageCheckout.states, {}, { enabled: opened, staleTime: 3600_000 });
  const districts = useApiQuery(
    picker.districts,
    { body: { state: Number(state) } },
    { enabled: opened && state !== null },
  );
  const schools = useApiQuery(
    picker.search,
    { query: { page }, body: { state: filter.state, district: filter.district, name: filter.name } },
    { enabled: opened },
  );
  const select = useApiMutation(picker.select, {
    onSuccess: ({ data }) => {
      onPick(data.school);
      onClose();
    },
    onError: (err) => console.error('select-school failed', err),
  });
  const result = schools.data?.schools;

  return (
    <Modal opened={opened} onClose={onClose} title={t('school.choose')} size="xl">
      <Stack gap="sm">
        <Group grow align="flex-end">
          <Select
            label={t('school.state')}
            placeholder={t('school.all')}
            data={stateOptions(states.data?.states)}
            value={state}
            onChange={(v) => {
              setState(v);
              setDistrict(null);
            }}
            clearable
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={t('school.district')}
            placeholder={t('school.all')}
            data={(districts.data?.districts ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={district}
            onChange={setDistrict}
            disabled={state === null}
            clearable
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            label={t('school.schoolName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button
            onClick={() => {
              setPage(1);
              setFilter({
                state: state === null ? null : Number(state),
                district: district === null ? null : Number(district),
                name: name.trim(),
              });
            }}
          >
            {t('school.search')}
          </Button>
        </Group>
        {result && result.data.length === 0 ? (
          <Text c="dimmed">{t('school.noRecord')}</Text>
        ) : (
          <DataTable
            striped
            highlightOnHover
            aria-label={t('school.list')}
            rows={result?.data ?? []}
            rowKey={(s) => s.id}
            columns={[
              { header: t('school.school'), cell: (s) => s.name },
              { header: t('school.district'), cell: (s) => s.district },
              { header: t('school.state'), cell: (s) => s.state },
              { header: t('school.postcode'), cell: (s) => s.postcode },
              {
                header: '',
                key: 'pick',
                th: { 'aria-label': t('school.pick') },
                cell: (s) => (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('school.pickNamed', { name: s.name })}
                    disabled={select.isPending}
                    onClick={() => select.mutate({ body: { id: s.id } })}
                  >
                    {t('school.pick')}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {result && result.last_page > 1 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {result.from}–{result.to} / {result.total}
            </Text>
            <AppPagination total={result.last_page} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
