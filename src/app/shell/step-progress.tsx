/**
 * The breadcrumb progress (spec 02 section 2, 'Other UI'): the steps of the applicant's path in
 * this part of the journey (the engine's step path, so branches the data chose are reflected),
 * where the applicant is, the journey's time estimate, and the date the application stays open
 * until (the lifecycle's validity, the rule the server expires it by). A step already done is a
 * link back to it.
 *
 * Plain elements styled by class (src/app/shell/shell-classes.ts): Chakra's Progress component
 * brings a state machine to every page for a value that only moves between pages.
 */
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { progressPath } from '../../engine/graph/progress-path';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { stepUrl } from '../../engine/journey/site-paths';
import { validUntil } from '../../engine/lifecycle/validity';
import { formatCalendarDate, localDay } from '../../engine/dates/format-calendar-date';
import { productLocale } from '../../engine/journey/product-locale';
import type { ApplicationRecord } from '../api/application.types';
import { minutesLeftText, PROGRESS_LABEL, stepOfStepsText } from './progress-texts';
import { shellClass } from './shell-classes';

export function StepProgress({
  cj,
  step,
  document,
  application,
}: {
  cj: CompiledJourney;
  step: JourneyStep;
  document: unknown;
  application?: ApplicationRecord;
}) {
  const progress = step.progress!;
  const openUntil = application ? validUntil(cj.journey.lifecycle, application.status, new Date(application.createdAt)) : undefined;
  const path = progressPath(cj, step, document);
  const index = path.findIndex((s) => s.id === step.id);
  const labelId = useId();

  return (
    <div className={shellClass.progress}>
      {path.length > 1 && (
        <nav aria-label="Application steps" className={shellClass.steps}>
          <p className={`${shellClass.small} ${shellClass.strong} ${shellClass.narrowOnly}`}>{stepOfStepsText(index + 1, path.length)}</p>
          <ol className={shellClass.stepList}>
            {path.map((s, i) => (
              <li key={s.id} className={shellClass.step} aria-current={i === index ? 'step' : undefined}>
                {i < index ? (
                  <RouterLink to={stepUrl(cj.journey.product, s.route)} className={shellClass.link}>
                    {s.title ?? s.id}
                    <span className={shellClass.visuallyHidden}> (done)</span>
                  </RouterLink>
                ) : (
                  <span className={i === index ? shellClass.stepCurrent : shellClass.stepAhead}>{s.title ?? s.id}</span>
                )}
                {i < path.length - 1 && (
                  <span aria-hidden className={shellClass.stepSeparator}>
                    ›
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={shellClass.bar}>
        <div className={shellClass.barHeading}>
          <span id={labelId} className={shellClass.barLabel}>
            {PROGRESS_LABEL}
          </span>
          <span className={shellClass.muted}>{minutesLeftText(progress.minutesLeft)}</span>
        </div>
        <div
          className={shellClass.barTrack}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}%`}
        >
          <div className={shellClass.barRange} style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      {openUntil && (
        <p className={shellClass.openUntil}>Your application stays open until {formatCalendarDate(localDay(openUntil), productLocale(cj.journey), 'long')}.</p>
      )}
    </div>
  );
}
