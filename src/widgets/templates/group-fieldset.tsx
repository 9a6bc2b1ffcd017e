import type { ReactNode } from 'react';
import { layoutClass } from './layout-classes';

interface GroupFieldsetProps {
  id?: string;
  legend: ReactNode;
  children: ReactNode;
}

/**
 * A titled group of fields (an owner, the list of owners) as a plain fieldset and legend. Chakra's
 * Fieldset.Root hands every field inside it a context that is new on each render of the group,
 * so one keystroke would re-render every field of every owner.
 */
export function GroupFieldset({ id, legend, children }: GroupFieldsetProps) {
  return (
    <fieldset id={id} className={layoutClass.group}>
      <legend className={layoutClass.groupLegend}>{legend}</legend>
      <div className={layoutClass.groupContent}>{children}</div>
    </fieldset>
  );
}
