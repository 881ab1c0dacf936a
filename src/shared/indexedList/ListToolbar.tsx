import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { OutlinedTextField } from '../ui/OutlinedTextField';
import { MAX_SEARCH_LENGTH, type ListFilters, type ListTab } from './listFilters';
import { useDebouncedCommit } from './useDebouncedCommit';

/** What a list's toolbar says, from the feature. */
export interface ListToolbarTexts<Sort extends string> {
  /** names the list: 'Listings' labels the tab group 'Listings shown' */
  label: string;
  sorts: ReadonlyArray<{ value: Sort; label: string }>;
  searchLabel: string;
  searchPlaceholder?: string;
}

export interface ListToolbarProps<Sort extends string> {
  filters: ListFilters<Sort>;
  onChange: (change: Partial<ListFilters<Sort>>) => void;
  texts: ListToolbarTexts<Sort>;
  /** the 'only mine' switch ('Staked only'); absent when the list has none or no wallet is connected */
  mineLabel?: string;
  /** the index is unreachable: only what the chain's pages can show stays usable */
  chainOnly?: boolean;
}

const TAB_LABELS: Record<ListTab, string> = { live: 'Live', finished: 'Finished' };

/** Live / Finished, the search (sent once typing pauses), the sort and the 'only mine' switch of a list. */
export function ListToolbar<Sort extends string>({ filters, onChange, texts, mineLabel, chainOnly = false }: ListToolbarProps<Sort>) {
  const { label, sorts, searchLabel, searchPlaceholder } = texts;
  const sortId = useId();
  const [text, setText] = useDebouncedCommit(filters.q, (q) => onChange({ q }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={`${label} shown`}
        value={chainOnly ? 'live' : filters.tab}
        onChange={(_event, tab: ListTab | null) => tab && onChange({ tab })}
      >
        {(['live', 'finished'] as const).map((tab) => (
          <ToggleButton key={tab} value={tab} disabled={chainOnly && tab !== 'live'} sx={{ px: 2, textTransform: 'none', fontWeight: 600, color: 'text.primary' }}>
            {TAB_LABELS[tab]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {mineLabel && (
        <FormControlLabel
          control={<Switch checked={filters.mine && !chainOnly} disabled={chainOnly} onChange={(event) => onChange({ mine: event.target.checked })} />}
          label={mineLabel}
        />
      )}
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <OutlinedTextField
          label={searchLabel}
          value={chainOnly ? '' : text}
          onChange={(event) => setText(event.target.value)}
          placeholder={searchPlaceholder}
          disabled={chainOnly}
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { type: 'search', maxLength: MAX_SEARCH_LENGTH, spellCheck: false } }}
        />
      </Box>
      <FormControl sx={{ minWidth: '11rem' }} disabled={chainOnly}>
        <InputLabel htmlFor={sortId} variant="outlined" shrink>
          Sort by
        </InputLabel>
        <NativeSelect
          id={sortId}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as Sort })}
          input={<OutlinedInput label="Sort by" notched />}
        >
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </Box>
  );
}
