/** What the marks on the map mean (the list is the text alternative; this explains the picture). */
export function Legend() {
  const dot = 'inline-block size-3.5 rounded-full border-2 border-background shadow';
  return (
    <details className="text-xs">
      <summary className="min-h-11 cursor-pointer py-3 font-semibold">Map legend</summary>
      <ul className="grid gap-1.5 pb-2">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3.5 rounded-full border-2 border-primary bg-primary/35" /> A destination
          (its dashed circle is its area, from zoom 8)
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={
              'inline-grid h-5 min-w-5 place-items-center rounded-full ' + 'bg-primary px-1 text-[10px] font-bold text-primary-foreground'
            }
          >
            12
          </span>{' '}
          A group of places (below zoom 11): choose it to zoom in
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`${dot} bg-primary`} /> A place (named from zoom 13)
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`${dot} bg-accent`} /> The selected place
        </li>
      </ul>
    </details>
  );
}
