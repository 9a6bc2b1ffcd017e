/** The parts of Google's answers the adapter reads (Places API (New) and the Geocoding API). */

interface FormattableText {
  text?: string;
}

export interface PlacesAutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      place?: string;
      placeId?: string;
      text?: FormattableText;
      structuredFormat?: { mainText?: FormattableText; secondaryText?: FormattableText };
      types?: string[];
    };
  }[];
}

export interface PlaceDetailsAnswer {
  id?: string;
  formattedAddress?: string;
  addressComponents?: { longText?: string; shortText?: string; types?: string[]; languageCode?: string }[];
}

/** Places API (New) errors: `{error: {code, message, status}}`. */
export interface PlacesErrorAnswer {
  error?: { code?: number; message?: string; status?: string };
}

export interface GeocodingAnswer {
  status?: string;
  error_message?: string;
  results?: { address_components?: { long_name?: string; short_name?: string; types?: string[] }[]; formatted_address?: string; types?: string[] }[];
}
