/**
 * An axis tick's label, drawn as visx's Text draws a label of one line: Text first measures every word of
 * it in an SVG text element of the document, whether it needs the widths or not (it does only to wrap or
 * scale, which no axis here asks), and each measure makes the browser lay the page out.
 */
import type { TickRendererProps } from "@visx/axis";

const VISIBLE = { overflow: "visible" } as const;
/** Where Text splits a label into words (any white space but no-break spaces), joined again by one space. */
const BETWEEN_WORDS = /(?:(?!\u00A0+)\s+)/;

export function TickLabel(props: TickRendererProps) {
  const {
    formattedValue,
    dx = 0,
    dy = 0,
    x = 0,
    verticalAnchor: _verticalAnchor,
    angle: _angle,
    lineHeight: _lineHeight,
    capHeight: _capHeight,
    scaleToFit: _scaleToFit,
    width: _width,
    innerRef: _innerRef,
    innerTextRef: _innerTextRef,
    textAnchor = "start",
    ...text
  } = props;
  const words = formattedValue == null ? [] : String(formattedValue).split(BETWEEN_WORDS);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a nested svg that offsets the label, as Text's does; the chart's own svg is named
    <svg x={dx} y={dy} fontSize={text.fontSize} style={VISIBLE}>
      <text x={x} {...text} textAnchor={textAnchor}>
        <tspan x={x} dy="0em">
          {words.join(" ")}
        </tspan>
      </text>
    </svg>
  );
}
