import { useLingui } from '@lingui/react/macro';
import { type ThemeMode, useThemeMode } from '../../app/providers/ThemeModeContext.tsx';
import { LabelledNativeSelect } from '../../components/LabelledNativeSelect.tsx';

export function ThemeModeSelect() {
  const { t } = useLingui();
  const { mode, setMode } = useThemeMode();
  const options: { value: ThemeMode; label: string }[] = [
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
    { value: 'system', label: t`System` },
  ];
  return (
    <LabelledNativeSelect
      label={t`Theme`}
      value={mode}
      minWidth={110}
      onChange={(value) => setMode(value as ThemeMode)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LabelledNativeSelect>
  );
}
