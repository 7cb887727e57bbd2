import { ImageCarousel } from '../../../components/image-carousel';
import { homeSections } from '../../../config/paths';
import { homeContent } from '../home-content';
import './home.css';

export function AboutSection() {
  const { about } = homeContent();
  return (
    <section id={homeSections.about} className="home-section" aria-labelledby="about-heading">
      <div className="home-section__inner about">
        <div className="about__text">
          <h2 id="about-heading">{about.title}</h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ImageCarousel
          images={about.carousel}
          label="Life at the co-op"
          sizes="(min-width: 72rem) 560px, (min-width: 48rem) 50vw, 100vw"
        />
      </div>
    </section>
  );
}
