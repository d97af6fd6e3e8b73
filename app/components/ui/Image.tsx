/** A local image as content describes it: always sized (no layout shift), with its alt text. */
export type Picture = { src: string; width: number; height: number; alt: string };

type Props = {
  image: Picture;
  className?: string;
  /** Near the top of the page: load at once. Otherwise the browser waits until it scrolls near. */
  eager?: boolean;
};

/** An image of this site (the CSP allows no others), lazy by default. */
export function Image({ image, className, eager = false }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? undefined : "lazy"}
      decoding="async"
    />
  );
}
