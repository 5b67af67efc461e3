import type { Country } from '../../../schemas/brand.ts';

/** The flags in a 3:2 box: stripes and their official colours. */
const STRIPES: Readonly<
  Record<
    Country,
    { readonly direction: 'horizontal' | 'vertical'; readonly colours: readonly [string, string, string] }
  >
> = {
  nl: { direction: 'horizontal', colours: ['#ae1c28', '#ffffff', '#21468b'] },
  be: { direction: 'vertical', colours: ['#000000', '#fdda24', '#ef3340'] },
};

export interface CountryFlagProps {
  readonly country: Country;
  /**
   * The flag's accessible name (messages.countryFlag); without one the flag is decoration and hidden from assistive
   * technology.
   */
  readonly label?: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * docs/rules/02-routes-and-layout.md: the country flag icon, NL or BE, 48x32 unless told otherwise. Inline: no request
 * of its own.
 */
export function CountryFlag({ country, label, width = 48, height = 32 }: CountryFlagProps) {
  const { direction, colours } = STRIPES[country];
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 3 2"
      width={width}
      height={height}
      preserveAspectRatio="none"
      focusable="false"
      data-country={country}
      {...named}
    >
      {colours.map((colour, index) =>
        direction === 'horizontal' ? (
          <rect key={colour} x={0} y={(index * 2) / 3} width={3} height={2 / 3} fill={colour} />
        ) : (
          <rect key={colour} x={index} y={0} width={1} height={2} fill={colour} />
        ),
      )}
      {/* A hairline edge, so the white or yellow stripe does not melt into a light background. */}
      <rect x={0.02} y={0.02} width={2.96} height={1.96} fill="none" stroke="rgb(0 0 0 / 0.25)" strokeWidth={0.04} />
    </svg>
  );
}
