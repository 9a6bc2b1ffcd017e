/**
 * The page frame: header, the step's progress, the page with the sidebar beside it (below it on
 * phones), footer.
 */
import { Suspense, type ReactNode } from 'react';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { Loading } from '../routes/loading';
import { Footer } from './footer';
import { Header } from './header';
import { shellClass } from './shell-classes';
import { Sidebar } from './sidebar';
import { StepProgress } from './step-progress';
import { useShellApplication } from './use-shell-application';

export interface LayoutProps {
  cj?: CompiledJourney;
  step?: JourneyStep;
  showSignIn?: boolean;
  children: ReactNode;
}

export function Layout({ cj, step, showSignIn = false, children }: LayoutProps) {
  const shell = useShellApplication(cj);
  return (
    <div className={shellClass.frame}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header showSignIn={showSignIn} shell={shell} />
      <div className={shellClass.body}>
        <div className={shellClass.columns}>
          <main id="main" tabIndex={-1} className={shellClass.page}>
            {step?.progress && <StepProgress cj={shell.cj} step={step} document={shell.document} application={shell.application} />}
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </main>
          <Sidebar contacts={shell.contacts} />
        </div>
      </div>
      <Footer contacts={shell.contacts} />
    </div>
  );
}
