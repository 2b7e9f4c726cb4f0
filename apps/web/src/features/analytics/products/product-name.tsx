import type { ReactNode } from 'react';

/** A product's name with its code beneath when the code differs (the key is the code, else the name). */
export function ProductName({ name, code, children }: { name: string; code: string; children?: ReactNode }) {
  return (
    <span className="flex min-w-0 max-w-[10.5rem] flex-col sm:max-w-[24rem]">
      <span className="flex min-w-0 items-center gap-1.5">
        <span className="line-clamp-2 font-medium text-fg sm:line-clamp-1" title={name}>
          {name}
        </span>
        {children}
      </span>
      {code !== name && <span className="truncate text-[11px] text-muted tabular">{code}</span>}
    </span>
  );
}
