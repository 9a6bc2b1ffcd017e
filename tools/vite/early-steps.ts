/**
 * Writes each product's first step into a copy of the built page (design decision 101): the step's
 * early form (src/engine/binding/early-step-form.ts, drawn by src/app/early-step/early-step-html.ts)
 * in place of the start-up placeholder's message, so an applicant on a slow network can start typing
 * before the app's code arrives. The server answers a first step's path with its page
 * (`early-steps/pages.json` maps paths to files); the precompress plugin compresses them with the rest.
 * The early form's own styles (src/app/early-step/early-step.css) go in these pages' head.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { EARLY_STEP_PAGES, earlyStepForm } from '../../src/engine/binding/early-step-form.ts';
import { compileJourney } from '../../src/engine/journey/compile-journey.ts';
import { readGeneratedCatalogue, readGeneratedJourney } from '../../src/engine/journey/read-generated-journeys.ts';
import { earlyStepHtml } from '../../src/app/early-step/early-step-html.ts';

/** Where src/app/index.html lets a step be drawn. */
const EARLY_STEP_SLOT = /<!--early-step-->[\s\S]*?<!--\/early-step-->/;

export function earlySteps(projectRoot: string): Plugin {
  return {
    name: 'early-steps',
    apply: 'build',
    // After Vite's own HTML plugin has put the built page in the bundle.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('the build wrote no index.html to draw the first steps into');
      const page = String(index.source);
      if (!EARLY_STEP_SLOT.test(page)) this.error('src/app/index.html has no <!--early-step--> slot for the first steps');
      // The journeys the build's own modules import: through the build's aliases (a lender's build may point them elsewhere).
      const generated = async (name: string) => {
        const resolved = await this.resolve(`../../generated/${name}`, path.join(projectRoot, 'src/app/journeys/compiled-journeys.ts'));
        if (!resolved) this.error(`the build resolves no generated/${name}`);
        return JSON.parse(readFileSync(resolved.id, 'utf8')) as unknown;
      };
      const catalogue = readGeneratedCatalogue(await generated('catalogue.json'));
      const { journeys } = (await generated('journeys.json')) as { journeys: { product: string }[] };
      // The early form's own styles, in the first steps' pages only.
      const styles = readFileSync(path.join(projectRoot, 'src/app/early-step/early-step.css'), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s*\n\s*/g, ' ')
        .trim();
      const withStyles = page.replace('</head>', () => `<style>${styles}</style>\n  </head>`);
      const pages: Record<string, string> = {};
      for (const file of journeys) {
        const journey = readGeneratedJourney(file, file.product);
        // Compiled: the breadcrumb follows the journey's graph, whose conditions are schemas.
        const form = earlyStepForm(compileJourney(journey, catalogue));
        if (!form) continue;
        const fileName = `early-steps/${journey.product}.html`;
        this.emitFile({ type: 'asset', fileName, source: withStyles.replace(EARLY_STEP_SLOT, () => earlyStepHtml(form)) });
        pages[form.url] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: EARLY_STEP_PAGES, source: JSON.stringify(pages) });
    },
  };
}
