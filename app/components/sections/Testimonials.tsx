import { Icon } from "~/components/ui/Icon";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { CardGrid } from "~/components/ui/Card";
import "./testimonials.css";

/** A client's testimonial (spec §3). `image` is optional: without it the avatar shows the initial. */
export type Testimonial = {
  name: string;
  position: string;
  company: string;
  image?: { src: string; width: number; height: number };
  /** 1 to 5. */
  rating: number;
  quote: string;
  /** The measurable outcome the client highlights. */
  results?: string;
};

/** First letter of a name, as the avatar's fallback ("Álvaro" -> "Á"). */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? "?";
}

/**
 * Round avatar. The initial is always rendered underneath the photo, so a photo that is missing or
 * fails without JavaScript still leaves the initial visible; with JavaScript a failed photo is removed.
 */
export function Avatar({ name, image, size = 56 }: { name: string; image?: Testimonial["image"]; size?: number }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The error may have happened before hydration, when React was not listening yet.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <span
      className="avatar"
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-avatar-fallback={!image || failed ? "initial" : undefined}
    >
      <span className="avatar-initial">{initialOf(name)}</span>
      {image && !failed ? (
        <img
          ref={ref}
          className="avatar-image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  );
}

/** Stars for a 1-5 rating, announced as text ("Valoración: 5 de 5 estrellas"). */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  const stars = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <p className="rating" role="img" aria-label={t("testimonials.rating", { count: stars })}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon name="star" key={index} size={18} className={index < stars ? "star star-on" : "star"} />
      ))}
    </p>
  );
}

/** A grid of testimonial cards (quote, rating, avatar, name, position, company, result). */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const { t } = useTranslation();
  return (
    <CardGrid columns={3}>
      {items.map((item) => (
        <figure key={item.name} className="card testimonial">
          <Rating value={item.rating} />
          <blockquote className="testimonial-quote">
            <p>{item.quote}</p>
          </blockquote>
          {item.results ? (
            <p className="testimonial-result">
              <span className="visually-hidden">{t("testimonials.result")}: </span>
              {item.results}
            </p>
          ) : null}
          <figcaption className="testimonial-author">
            <Avatar name={item.name} image={item.image} />
            <span>
              <span className="testimonial-name">{item.name}</span>
              {/* Where styles do not apply (a text browser), name and role do not run together. */}
              <span className="visually-hidden">, </span>
              <span className="testimonial-role">
                {item.position}, {item.company}
              </span>
            </span>
          </figcaption>
        </figure>
      ))}
    </CardGrid>
  );
}
