import type { AccessibilitySettings } from '../../../../core/api/settings';
import { Select } from '../../../components/ui/select';
import { FormField } from '../../../components/ui/form-field';

const TOGGLES: Array<{ key: Exclude<keyof AccessibilitySettings, 'fontSize'>; label: string; hint: string }> = [
  { key: 'highContrastMode', label: 'High contrast', hint: 'Stronger colours and borders.' },
  { key: 'reducedMotion', label: 'Reduce motion', hint: 'Turns off animations and smooth scrolling.' },
  { key: 'screenReaderOptimized', label: 'Optimise for screen readers', hint: 'Fewer decorative elements, more descriptive text.' },
  {
    key: 'keyboardNavigationEnabled',
    label: 'Keyboard shortcuts',
    hint: 'Alt+/ for help, Alt+1 main content, Alt+2 navigation, Alt+3 search.',
  },
  { key: 'skipLinksEnabled', label: 'Skip links', hint: 'Links at the top of each page to jump past the navigation.' },
  { key: 'announcementsEnabled', label: 'Spoken announcements', hint: 'Screen readers announce saves, errors and sign-out.' },
];
const FONT_SIZES = [75, 90, 100, 110, 125, 150, 175, 200];

/** Spec §3 accessibility settings; stored with the account so they follow the person. */
export function AccessibilityFieldset({
  value,
  onChange,
}: {
  value: AccessibilitySettings;
  onChange: (patch: Partial<AccessibilitySettings>) => void;
}) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-3 text-lg font-semibold">Accessibility</legend>
      <div className="max-w-xs">
        <FormField id="pref-font-size" label="Text size">
          {(p) => (
            <Select {...p} value={String(value.fontSize)} onChange={(e) => onChange({ fontSize: Number(e.target.value) })}>
              {FONT_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}%{size === 100 ? ' (default)' : ''}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {TOGGLES.map(({ key, label, hint }) => (
          <div key={key} className="flex items-start gap-3">
            <input
              id={`pref-${key}`}
              type="checkbox"
              className="mt-0.5 size-6 shrink-0 accent-primary"
              checked={value[key]}
              aria-describedby={`pref-${key}-hint`}
              onChange={(e) => onChange({ [key]: e.target.checked })}
            />
            <div>
              <label htmlFor={`pref-${key}`} className="font-medium">
                {label}
              </label>
              <p id={`pref-${key}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
