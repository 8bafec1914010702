import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useTheme } from '../../lib/theme-provider';
import { useHydrated } from '../../lib/use-hydrated';

/** Spec §1: a button toggles the theme. The label says what pressing it will do. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { theme: current, toggleTheme } = useTheme();
  // Prerendered pages were rendered without the visitor's theme: show the light state until hydrated.
  const theme = useHydrated() ? current : 'light';
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  const Icon = theme === 'dark' ? Sun : Moon;
  if (withLabel) {
    return (
      <Button variant="outline" className="w-full justify-start" onClick={toggleTheme} data-testid="theme-toggle">
        <Icon aria-hidden="true" /> {label}
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} data-testid="theme-toggle">
      <Icon aria-hidden="true" />
    </Button>
  );
}
