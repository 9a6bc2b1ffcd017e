/**
 * The form property a control belongs to, found from the ids the engine gives the properties'
 * controls (`controlId`), not by cutting the renderer's id at its separators: a property named
 * with an underscore (`trading_name`) stays whole. The longest property id the control's id
 * begins with wins, so `root_owner_extra_x` is in `owner_extra` when the form has both.
 */
import { controlId } from './control-id';

export function controlProperty(properties: readonly string[], id: string): string | undefined {
  let found: string | undefined;
  for (const property of properties) {
    const own = controlId(`/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if ((id === own || id.startsWith(own + '_')) && (found === undefined || property.length > found.length)) found = property;
  }
  return found;
}
