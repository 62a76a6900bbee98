import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

interface WorksheetSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}

/** A search box that searches 350 ms after typing stops and follows the address bar when it changes. */
export function WorksheetSearch({ label, placeholder, value, onSearch }: WorksheetSearchProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 350);
  useEffect(() => setText(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text searches
  useEffect(() => {
    if (debounced.trim() !== value.trim()) onSearch(debounced);
  }, [debounced]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      role="searchbox"
      value={text}
      maxLength={200}
      onChange={(event) => setText(event.currentTarget.value)}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
