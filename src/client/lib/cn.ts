import { mergeClasses } from './class-merge';

type ClassValue = string | number | false | null | undefined | ClassValue[] | Record<string, boolean | null | undefined>;

function flatten(value: ClassValue, out: string[]) {
  if (!value) return;
  if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) flatten(v, out);
  else for (const [key, on] of Object.entries(value)) if (on) out.push(key);
}

/** Joins class names and lets later Tailwind classes win over earlier ones (a page's `className` beats a variant). */
export function cn(...inputs: ClassValue[]): string {
  const out: string[] = [];
  flatten(inputs, out);
  return mergeClasses(out.join(' '));
}

/** Minimal class-variance helper: base classes plus one class string per chosen variant. */
export function variants<V extends Record<string, Record<string, string>>>(
  base: string,
  config: V,
  defaults: { [K in keyof V]: keyof V[K] },
) {
  return (chosen: Partial<{ [K in keyof V]: keyof V[K] | null }> = {}, className?: string) =>
    cn(
      base,
      Object.keys(config).map((key) => {
        const pick = (chosen[key as keyof V] ?? defaults[key as keyof V]) as string;
        return config[key as keyof V]?.[pick];
      }),
      className,
    );
}
