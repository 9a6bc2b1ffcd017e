/**
 * RJSF's default widgets as the web app's build gives them to RJSF's registry
 * (tools/vite/rjsf-stand-ins.ts). A journey names the portal's widgets (src/widgets/registry.ts),
 * so RJSF reaches its own only for a field that names none: a text field, a boolean's checkbox, a
 * hidden field, a number's spin box. Those come with RJSF; the rest (dates, files, colours, ratings,
 * RJSF's own selects and radios...) when a form first renders one, instead of on the first page.
 */
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import { onDemand } from './on-demand';

export default function widgets() {
  return {
    AltDateWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/AltDateWidget.js')),
    AltDateTimeWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js')),
    CheckboxWidget,
    CheckboxesWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js')),
    ColorWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/ColorWidget.js')),
    DateWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/DateWidget.js')),
    DateTimeWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/DateTimeWidget.js')),
    EmailWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/EmailWidget.js')),
    FileWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/FileWidget.js')),
    HiddenWidget,
    PasswordWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/PasswordWidget.js')),
    RadioWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/RadioWidget.js')),
    RangeWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/RangeWidget.js')),
    RatingWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/RatingWidget.js')),
    SelectWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/SelectWidget.js')),
    TextWidget,
    TextareaWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/TextareaWidget.js')),
    TimeWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/TimeWidget.js')),
    UpDownWidget,
    URLWidget: onDemand(() => import('@rjsf/core/lib/components/widgets/URLWidget.js')),
  };
}
