import { useLingui } from '@lingui/react/macro';
import { useAppSystem, useLanguage } from '../../app/AppSystemContext.tsx';
import { LabelledNativeSelect } from '../../components/LabelledNativeSelect.tsx';

/** The store's active languages; choosing one stores it and reloads the page (SPEC section 4). */
export function LanguageSelect() {
  const { t } = useLingui();
  const { language } = useAppSystem();
  const current = useLanguage((snapshot) => snapshot.context.current);
  const languages = useLanguage((snapshot) => snapshot.context.languages);
  const active = languages.filter((entry) => entry.status === 1);
  if (active.length < 2) return null;
  return (
    <LabelledNativeSelect
      label={t`Language`}
      value={current}
      minWidth={140}
      onChange={(code) => language.send({ type: 'CHANGE_LANGUAGE', code })}
    >
      {active.map((entry) => (
        <option
          key={entry.language_code}
          value={entry.language_code}
          lang={entry.language_code.replace('_', '-')}
        >
          {entry.language_name}
        </option>
      ))}
    </LabelledNativeSelect>
  );
}
