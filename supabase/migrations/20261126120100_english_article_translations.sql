-- The six Spanish articles that had no English version get one (issue 11 item 7; decision 119):
-- real translations, linked to their originals by translation_key (decision 090). A new database
-- gets them from seed.sql, which runs after the migrations; this migration gives them to a database
-- seeded before it. A translation is added only where its Spanish original exists and the article
-- has no English version yet, so a database with other content (or a fresh one, before its seed)
-- is left as it is. The columns and values are the same as the rows of seed.sql.

insert into public.blog_posts
  (slug, lang, translation_key, title, excerpt, category, author, published_date, read_time, views, comments_count, image_url, featured, published, body)
select v.*
from (
  values
(
  'custom-or-off-the-shelf-software', 'en', 'desarrollo-a-medida-o-software-estandar',
  'Custom or off-the-shelf software: how to choose well',
  'Practical criteria for choosing between adapting a product on the market and building an application of your own.',
  'Software Development', 'Javier Ortega', '2026-08-27'::date, 7, 418, 2, '/images/blog/desarrollo-a-medida-o-software-estandar.svg', false, true,
$md$It is one of the decisions that costs the most money when it goes wrong. Custom software is not always an expensive whim, and an off-the-shelf product is not always the prudent choice.

## When to choose off-the-shelf software

- The process **works the same as in any company** in your sector: accounting, payroll, invoicing.
- There are **several established vendors** with a good reputation.
- You can **adapt your way of working** to the product without losing a competitive edge.

## When custom development makes sense

- The process is **what sets you apart from the competition**: how you quote, how you plan, how you serve customers.
- You need to **connect several systems** that do not talk to each other.
- Standard products force you to **work around the tool** with spreadsheets on the side.

## How to reduce the risk of a development project

1. **A delivery every two weeks**: seeing working software early avoids surprises at the end.
2. **Minimum scope first**: what you need to start using it, improvements afterwards.
3. **Ownership of the code** and documentation included in the contract.
4. **Automated tests** from the start, so that each change does not break what came before.

## A middle way

The best answer is often an off-the-shelf product for what every company does, and small custom applications, well integrated, for what makes you different.$md$
),
(
  'digital-marketing-local-business', 'en', 'marketing-digital-local-valencia',
  'Digital marketing for local businesses: what works in 2026',
  'Your business profile on search engines, reviews, useful content and targeted campaigns: a realistic strategy for small businesses.',
  'Digital Marketing', 'Marta Ferrer', '2026-08-05'::date, 5, 356, 1, '/images/blog/marketing-digital-local-valencia.svg', false, true,
$md$A local business does not compete with multinationals: it competes with the other businesses in its area. And there, digital marketing done well makes a difference on a modest budget.

## Look after your listing on search engines and maps

Correct opening hours, real photos, precise categories and a reply to every review. It is by far the action with the best return on effort.

## Ask for reviews systematically

- Send a short message after each service with the direct link.
- Reply to negative reviews too, calmly and offering a solution.
- Never buy reviews: besides being illegal, it gets noticed.

## Publish content that answers questions

The questions your customers ask you on the phone are the topics of your blog. A clear article on "how much does … cost" or "how to choose …" brings visitors for years.

## Small, measurable campaigns

One well-targeted €300 campaign, by area and interests, with a clear goal, is better than ten campaigns nobody measures. Decide what a conversion is (a call, a form, a booking) and measure it from day one.

## Consistency before intensity

Three posts a week for a year are worth more than thirty in one month followed by silence.$md$
),
(
  'basic-cybersecurity-checklist-small-business', 'en', 'ciberseguridad-basica-pymes-checklist',
  'Basic cybersecurity for small businesses: the ten-point checklist',
  'Backups, two-factor authentication, updates and training: the measures that prevent most incidents.',
  'Software Development', 'Carlos Navarro', '2026-07-15'::date, 6, 487, 3, '/images/blog/ciberseguridad-basica-pymes-checklist.svg', false, true,
$md$Most security incidents in small businesses are not caused by sophisticated attacks but by basic oversights. This list covers the essentials.

## The ten points

1. **Automatic backups**, with at least one copy outside the office and disconnected.
2. **A restore test** every quarter: a backup that cannot be restored is not a backup.
3. **Two-factor authentication** for e-mail, banking and cloud tools.
4. **Automatic updates** on computers, servers and phones.
5. **A password manager** for the whole team.
6. **Individual accounts**: no shared users.
7. **Least privilege**: each person reaches only what they need.
8. **Phishing awareness training** at least once a year.
9. **An inventory** of devices, software and contracted services.
10. **A response plan**: whom to call and what to do if something happens.

## Where to start

If you can only do two things this week, make them backups and two-factor authentication. They are the measures that prevent the most serious incidents.

> Security is not a product you buy but a habit you keep.$md$
),
(
  'process-discovery-before-automating', 'en', 'process-discovery-antes-de-automatizar',
  'Process discovery: why you should measure before you automate',
  'How analysing the logs of your systems reveals where time is really lost.',
  'Automation', 'Laura Martínez', '2026-06-24'::date, 5, 291, 1, '/images/blog/process-discovery-antes-de-automatizar.svg', false, true,
$md$Before automating a process you have to know it. And it is almost never what we think: the diagrams in the manuals describe the ideal path, not the real one.

## What process discovery is

It is the analysis of the logs your systems already produce (ERP, CRM, ticketing tools) to rebuild how work really flows: how many variants there are, where the waiting happens and which steps are repeated.

## What usually shows up

- **Rework**: documents that go back two or three times.
- **Waiting** between departments that doubles the total lead time.
- **Variants** nobody knew about that depend on a single person.

## How to use the results

1. Choose for automation the steps that are **frequent, stable and rule-based**.
2. **Simplify before you automate**: automating a bad process only makes it fail faster.
3. Measure again after the changes to **confirm the improvement**.

Process discovery turns automation into a decision based on data, not on hunches.$md$
),
(
  'customer-service-chatbots-what-to-expect', 'en', 'chatbots-atencion-cliente-que-esperar',
  'Virtual assistants for customer service: what to really expect',
  'Real capabilities, limits and good practice so that an AI assistant helps your customers instead of frustrating them.',
  'Artificial Intelligence', 'Javier Ortega', '2026-05-20'::date, 6, 634, 4, '/images/blog/chatbots-atencion-cliente-que-esperar.svg', false, true,
$md$Virtual assistants have improved enormously with today's language models. But a bad assistant is still one of the most frustrating experiences a customer can have.

## What they do well

- Answer **frequently asked questions** with your company's information, at any time of day.
- **Collect the details** of a request before handing it to a person.
- Check the **status of an order** or an appointment when connected to your systems.

## What they must not do

- Make up answers when they do not have the information.
- Stand in the way of talking to a person.
- Take decisions that affect a customer's rights without supervision.

## Good practice

1. **Transparency**: customers must know they are talking to an automated assistant.
2. **An easy way out to a person**, always visible.
3. **Answers based only on your documentation**, with links to the source.
4. **A weekly review** of conversations to spot gaps.

Well implemented, an assistant resolves between 40% and 60% of repetitive enquiries and leaves your team the ones that really need human judgement.$md$
),
(
  'clean-data-foundation-of-analytics', 'en', 'datos-limpios-base-analitica',
  'Clean data: the foundation of any analytics project',
  'Duplicates, mixed formats and empty fields: how to put customer and product data in order before analysing it.',
  'Business Intelligence', 'Carlos Navarro', '2026-04-08'::date, 5, 243, 1, '/images/blog/datos-limpios-base-analitica.svg', false, true,
$md$Any analytics or artificial intelligence project depends on the quality of its data. If the data is dirty, the charts lie.

## Common problems

- **Duplicate customers** with small variations in the name.
- **Different formats** for dates, phone numbers or postcodes.
- **Empty fields** in key data such as the sector or the province.
- **Out-of-date catalogues** with discontinued products.

## A four-step plan

1. **Profile**: measure how many records have each problem.
2. **Fix at the source**: validation in the forms and in the ERP.
3. **Clean up the history** with rules reviewed by the team.
4. **Monitor**: a short weekly data-quality report.

Cleaning data is not glamorous, but it is the investment with the highest return in any data project.$md$
)
) as v (slug, lang, translation_key, title, excerpt, category, author, published_date, read_time, views, comments_count, image_url, featured, published, body)
where exists (
    select 1 from public.blog_posts original
    where original.translation_key = v.translation_key and original.lang = 'es'
  )
  and not exists (
    select 1 from public.blog_posts version
    where version.translation_key = v.translation_key and version.lang = 'en'
  )
  and not exists (select 1 from public.blog_posts taken where taken.slug = v.slug);
