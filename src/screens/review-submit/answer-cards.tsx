/**
 * The answers of the steps a page lists, a card each in the listed order, each with its Edit
 * (review and submit, confirm information). What Edit opens and which card carries a notice is
 * the page's to say.
 */
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { AnswerCard } from './answer-card';

/** A card a page's screen props list: the step whose answers it shows, under its title. */
export interface StepCard {
  step: string;
  title: string;
}

interface Props {
  journey: CompiledJourney;
  cards: readonly StepCard[];
  document: unknown;
  onEdit(card: StepCard): void;
  /** What needs attention on a card, if anything. */
  noticeOf?: (card: StepCard) => string | undefined;
}

export function AnswerCards({ journey, cards, document, onEdit, noticeOf }: Props) {
  return cards.map((card) => (
    <AnswerCard
      key={card.step}
      journey={journey}
      stepId={card.step}
      title={card.title}
      document={document}
      notice={noticeOf?.(card)}
      onEdit={() => onEdit(card)}
    />
  ));
}
