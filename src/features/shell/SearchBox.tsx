import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { catalogueQueries } from '../../api/queries/catalogue.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { collapseWhitespace } from '../../lib/collapseWhitespace.ts';

const TYPE_AHEAD_DELAY_MS = 250;
const MIN_LENGTH = 2;

type Suggestion =
  | { kind: 'category'; id: number; label: string }
  | { kind: 'product'; id: number; label: string };

/**
 * Search with type-ahead (an ARIA combobox): categories and products that match as you type;
 * Enter without a suggestion searches the listing. It fills the width its parent gives it;
 * `onSearched` is told after it navigates (the phone header then folds the search away).
 */
export function SearchBox(props: { id?: string; inputRef?: Ref<HTMLInputElement>; onSearched?: () => void }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = collapseWhitespace(useDebouncedValue(text, TYPE_AHEAD_DELAY_MS));
  const enabled = term.length >= MIN_LENGTH;
  const products = useQuery({ ...catalogueQueries.productSuggestions(api, term), enabled });
  const categories = useQuery({ ...catalogueQueries.categorySuggestions(api, term), enabled });
  const suggestions: Suggestion[] = enabled
    ? [
        ...(categories.data ?? [])
          .slice(0, 3)
          .map((c) => ({ kind: 'category' as const, id: c.category_id, label: c.category_name })),
        ...(products.data ?? []).map((p) => ({
          kind: 'product' as const,
          id: p.product_id,
          label: p.product_name,
        })),
      ]
    : [];
  const expanded = open && suggestions.length > 0;

  function choose(suggestion: Suggestion) {
    setOpen(false);
    setText('');
    if (suggestion.kind === 'category')
      void navigate({ to: '/productListing', search: { category: suggestion.id } });
    else void navigate({ to: '/ProductDetails', search: { id: suggestion.id } });
    props.onSearched?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = suggestions[active];
    if (expanded && chosen) return choose(chosen);
    const q = collapseWhitespace(text);
    if (!q) return;
    setOpen(false);
    void navigate({ to: '/productListing', search: { q } });
    props.onSearched?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <Box
      component="form"
      role="search"
      id={props.id}
      // Before the app has started (a drawn page, its scripts still coming) the browser sends the
      // form itself: the listing's address for the words typed, drawn by the server.
      action="/productListing"
      method="get"
      onSubmit={submit}
      sx={{ position: 'relative', width: '100%' }}
    >
      <Box
        component="input"
        ref={props.inputRef}
        type="search"
        name="q"
        role="combobox"
        aria-label={t`Search products`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t`Search products`}
        value={text}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        sx={{
          width: '100%',
          font: 'inherit',
          color: 'inherit',
          bgcolor: 'transparent',
          border: 1,
          borderColor: 'currentColor',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          '&:focus-visible': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          },
        }}
      />
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={t`Suggestions`}
        hidden={!expanded}
        sx={{
          position: 'absolute',
          insetInline: 0,
          top: '100%',
          zIndex: 20,
          m: 0,
          mt: 0.5,
          p: 0.5,
          listStyle: 'none',
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          boxShadow: 4,
          maxHeight: 360,
          overflowY: 'auto',
        }}
      >
        {suggestions.map((suggestion, index) => (
          <Box
            component="li"
            role="option"
            key={`${suggestion.kind}-${suggestion.id}`}
            id={optionId(index)}
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands
            onMouseDown={(event: React.MouseEvent) => {
              event.preventDefault();
              choose(suggestion);
            }}
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: index === active ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {suggestion.kind === 'category' ? t`In category: ${suggestion.label}` : suggestion.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
