import type { PictureView } from "~/content/company/schema";

type Props = {
  image: PictureView;
  /** How wide it is drawn, for the browser's choice of width: "(min-width: 768px) 240px, 50vw". */
  sizes: string;
  className?: string;
};

/**
 * A `<picture>` with its sources (a picture built from one original, decision 211), sized (no layout
 * shift), lazy.
 */
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
