/** A heading between the page's groups of cards (forecast, formula), with a line of context. */
export function ClvSectionHeader({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description?: string;
}) {
  return (
    <div className="mt-2 flex flex-col gap-0.5 border-t border-border pt-5">
      <h2 id={id} className="text-lg font-semibold tracking-tight text-fg">
        {title}
      </h2>
      {description && <p className="text-sm text-muted">{description}</p>}
    </div>
  );
}
