/** A picture built from one original in several formats and widths (decision 211). */
export type ResponsivePictureView = {
  src: string;
  width: number;
  height: number;
  /** The fallback format's widths ("/images/content/team/ceo-320.jpg 320w, …"). */
  srcSet?: string;
  /** Modern formats first (AVIF, WebP): the browser takes the first it reads. */
  sources: Array<{ type: string; srcSet: string }>;
  alt: string;
};

type Props = {
  image: ResponsivePictureView;
  /** How wide it is drawn, for the browser's choice of width: "(min-width: 768px) 240px, 50vw". */
  sizes: string;
  className?: string;
};

/** A `<picture>` with its sources, sized (no layout shift), lazy. */
export function ResponsiveImage({ image, sizes, className }: Props) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
