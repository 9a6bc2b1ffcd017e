/** The customiser's controls: the amount on a slider, the term and the payment period as radio groups. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { RadioGroup } from '../../widgets/later/radio-group';
import { Slider } from '../../widgets/later/slider';
import type { OfferTerms, PaymentPeriod } from '../../engine/offers/offer.types';
import type { OfferChoice } from './offer-customiser';
import { paymentPeriodTitle, termLength } from '../../engine/offers/payment-period-label';
import type { OfferView } from '../../engine/contract/offers.contract';
import { formatWholeDollars } from '../../engine/money/format-money';

export interface OfferChoicesProps {
  offer: OfferView;
  terms: OfferTerms;
  onChoose: (choice: OfferChoice) => void;
  disabled?: boolean;
}

export function OfferChoices({ offer, terms, onChoose, disabled }: OfferChoicesProps) {
  return (
    <Stack gap="6">
      <Slider.Root
        min={offer.minAmount}
        max={offer.maxAmount}
        step={offer.amountStep}
        value={[terms.loanAmount]}
        disabled={disabled}
        onValueChange={(e) => onChoose({ loanAmount: e.value[0] })}
        getAriaValueText={() => formatWholeDollars(terms.loanAmount)}
        colorPalette="brand"
      >
        <HStack justify="space-between" align="baseline">
          <Slider.Label fontWeight="semibold">Loan amount</Slider.Label>
          <Text fontSize="2xl" fontWeight="bold" data-testid="offer-amount">
            {formatWholeDollars(terms.loanAmount)}
          </Text>
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
        <HStack justify="space-between" color="fg.muted" fontSize="sm">
          <Text>{formatWholeDollars(offer.minAmount)}</Text>
          <Text>{formatWholeDollars(offer.maxAmount)}</Text>
        </HStack>
      </Slider.Root>

      <Choice
        label="Loan term"
        value={String(terms.term)}
        options={offer.terms.values.map((term) => ({ value: String(term), label: termLength(term, offer.terms.unit) }))}
        disabled={disabled}
        onChange={(value) => onChoose({ term: Number(value) })}
      />
      <Choice
        label="Repayments"
        value={terms.paymentPeriod}
        options={offer.paymentPeriods.map((period) => ({ value: period, label: paymentPeriodTitle(period) }))}
        disabled={disabled}
        onChange={(value) => onChoose({ paymentPeriod: value as PaymentPeriod })}
      />
    </Stack>
  );
}

function Choice({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} disabled={disabled} colorPalette="brand" aria-label={label}>
      <Text fontWeight="semibold" mb="2">
        {label}
      </Text>
      <HStack gap="4" wrap="wrap">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
