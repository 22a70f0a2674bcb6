import { EnvironmentOutlined, LineChartOutlined, SafetyOutlined } from '@ant-design/icons';

const FEATURES = [
  {
    icon: <LineChartOutlined />,
    title: 'Market Trends',
    text: 'Average prices per sqft, monthly price trends and the localities whose prices rose the most.',
  },
  {
    icon: <EnvironmentOutlined />,
    title: 'Locality Insights',
    text: 'What living in a locality is like: amenities, transport, safety and registered transaction prices.',
  },
  {
    icon: <SafetyOutlined />,
    title: 'Informed Decisions',
    text: 'Compare cities side by side, weigh market sentiment and read the latest property news.',
  },
];

/** The landing page's three feature blurbs. */
export function FeatureBlurbs() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title">Why GharInsight</h2>
      <div className="landing-grid">
        {FEATURES.map((feature) => (
          <article key={feature.title} className="landing-card">
            <div className="landing-card-icon" aria-hidden="true">
              {feature.icon}
            </div>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
