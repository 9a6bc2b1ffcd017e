/**
 * The breadcrumb progress (spec 02 section 2, 'Other UI'): the steps of the applicant's path in
 * this part of the journey (the engine's step path, so branches the data chose are reflected),
 * where the applicant is, the journey's time estimate, and the date the application stays open
 * until (the lifecycle's validity, the rule the server expires it by). A step already done is a
 * link back to it.
 *
 * The bar is Chakra's progress recipe on plain elements: Chakra's Progress component brings a
 * state machine to every page for a value that only moves between pages.
 */
import { Box, Flex, Link, Text, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { stepPath } from '../../engine/graph/step-graph';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { stepUrl } from '../../engine/journey/site-paths';
import { validUntil } from '../../engine/lifecycle/validity';
import { formatCalendarDate, localDay } from '../../engine/dates/format-calendar-date';
import { productLocale } from '../../engine/journey/product-locale';
import type { ApplicationRecord } from '../api/application.types';

export function progressPath(cj: CompiledJourney, step: JourneyStep, document: unknown): JourneyStep[] {
  const path = stepPath(cj, document).filter((s) => s.status === step.status && s.progress);
  return path.some((s) => s.id === step.id) ? path : [];
}

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
  const minutes = `About ${progress.minutesLeft} ${progress.minutesLeft === 1 ? 'minute' : 'minutes'} left`;
  const bar = useSlotRecipe({ key: 'progress' })({ size: 'sm' });
  const labelId = useId();

  return (
    <Box mb="6">
      {path.length > 1 && (
        <Box as="nav" aria-label="Application steps" mb="3">
          <Text fontSize="sm" fontWeight="semibold" display={{ base: 'block', md: 'none' }}>
            Step {index + 1} of {path.length}
          </Text>
          <Flex as="ol" listStyleType="none" wrap="wrap" gap="1" fontSize="sm" display={{ base: 'none', md: 'flex' }}>
            {path.map((s, i) => (
              <Flex as="li" key={s.id} align="center" gap="1" aria-current={i === index ? 'step' : undefined}>
                {i < index ? (
                  <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="2px">
                    <RouterLink to={stepUrl(cj.journey.product, s.route)}>
                      {s.title ?? s.id}
                      <Box as="span" srOnly>
                        {' '}
                        (done)
                      </Box>
                    </RouterLink>
                  </Link>
                ) : (
                  <Text as="span" fontWeight={i === index ? 'semibold' : 'normal'} color={i === index ? 'brand.fg' : 'fg.muted'}>
                    {s.title ?? s.id}
                  </Text>
                )}
                {i < path.length - 1 && (
                  <Box as="span" aria-hidden color="fg.muted" px="1">
                    ›
                  </Box>
                )}
              </Flex>
            ))}
          </Flex>
        </Box>
      )}
      <Box css={bar.root} colorPalette="brand">
        <Flex justify="space-between" mb="1" gap="2" wrap="wrap">
          <Text as="span" id={labelId} css={bar.label} fontSize="sm">
            Your application
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {minutes}
          </Text>
        </Flex>
        <Box
          css={bar.track}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}%`}
        >
          <Box css={bar.range} width={`${progress.percent}%`} />
        </Box>
      </Box>
      {openUntil && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          Your application stays open until {formatCalendarDate(localDay(openUntil), productLocale(cj.journey), 'long')}.
        </Text>
      )}
    </Box>
  );
}
