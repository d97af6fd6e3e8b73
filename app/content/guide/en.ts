import type { Guide } from "./types";

const caseLabels = {
  before: "Before",
  challenge: "Where they started",
  solution: "What was done",
  results: "Results after six months",
  lesson: "The lesson",
  related: "At a larger scale",
};

const disclaimer =
  "Illustrative case: a fictitious company put together from typical projects. The figures are indicative and do not describe any particular client.";

export const guideEn: Guide = {
  meta: {
    title: "Automation guide for small businesses",
    author: "RTS Soluciones Tecnológicas, S.L.",
    subject: "What to automate first, with which technology, what it costs and how to fund it",
    keywords: ["automation", "small businesses", "SMEs", "RPA", "artificial intelligence", "Digital Kit", "ROI"],
  },
  fileName: "automation-guide-small-businesses.pdf",
  cover: {
    eyebrow: "Free practical guide",
    title: "Automation guide for small businesses",
    subtitle:
      "Which processes to automate first, which technology to choose, what it costs, how to measure the return and how to fund it with the Digital Kit.",
    edition: "2026 edition",
    publisher: "RTS Soluciones Tecnológicas · Valencia, Spain",
  },
  labels: {
    contents: "Contents",
    chapter: "Chapter {n}",
    pageOf: "Page {page} of {pages}",
    footer: "RTS · Automation guide for small businesses",
  },
  chapters: [
    {
      id: "intro",
      unnumbered: true,
      title: "Before you start",
      lead: "Who this guide is for, how to get the most out of it and what you will not find in it.",
      blocks: [
        {
          kind: "paragraph",
          text: "This guide is written for **managers, partners and department heads of small and medium-sized businesses** who feel that their team spends too many hours copying data, chasing documents or reconciling spreadsheets, and who want to know whether automation makes sense for them before talking to any supplier.",
        },
        {
          kind: "paragraph",
          text: "You do not need to know how to program or speak the jargon. Each chapter answers one practical question and ends with something you can do this very week: a table to score processes, a formula to estimate the return or a checklist to choose who to work with.",
        },
        { kind: "heading", text: "How to read it" },
        {
          kind: "steps",
          items: [
            {
              title: "If you have ten minutes",
              text: "Read chapter 2 and take stock of your processes. It is the exercise that gives the most value per minute spent.",
            },
            {
              title: "If you are about to ask for quotes",
              text: "Read chapters 3 and 4: you will know which technology fits your problem and which questions to ask about cost and return.",
            },
            {
              title: "If you have already decided to start",
              text: "Go straight to the 90-day plan in chapter 5 and to the checklists at the end.",
            },
          ],
        },
        { kind: "heading", text: "What you will not find here" },
        {
          kind: "paragraph",
          text: "We do not recommend particular brands or products: the right tool depends on the systems you already use, the volume of work and who will look after the solution. Nor do we promise universal savings. The figures in the examples are **indicative**: they show orders of magnitude, not a quote for your case without looking at it.",
        },
        {
          kind: "note",
          title: "About the cases in this guide",
          text: "The five practical cases in chapter 7 are illustrative: fictitious companies built from situations we often see in small businesses. Each one points to one of the success stories published on our website, which apply the same ideas at a larger scale.",
        },
      ],
    },
    {
      id: "why",
      title: "Why automate now",
      lead: "Automation is not about replacing people with machines: it is about no longer paying skilled hours for tasks that need no judgement.",
      blocks: [
        {
          kind: "paragraph",
          text: "Almost every small business has a handful of tasks repeated every day under the same rules: copying an order from an e-mail into the management software, posting invoices, reconciling the bank, sending reminders, preparing the same report every Monday. One by one they look small; together they often take **one to two full working days a week** from people who could be selling, serving customers or improving the product.",
        },
        { kind: "heading", text: "What automating means, in plain words" },
        {
          kind: "list",
          items: [
            "**Connecting systems**: the invoicing software and the bank, or the online shop and the warehouse, pass data to each other instead of someone copying it.",
            "**Software robots (RPA)**: programs that use applications the way a person would, with keyboard and mouse, when those systems cannot be connected directly.",
            "**Applied artificial intelligence**: reading documents that do not always have the same layout, sorting e-mails, answering frequent questions or anticipating demand.",
            "**Dashboards**: bringing scattered data together into indicators that update themselves, so decisions do not wait for the month-end report.",
          ],
        },
        { kind: "heading", text: "Where the time goes" },
        {
          kind: "table",
          caption: "Usual weekly hours spent on repetitive tasks in a business of 10 to 30 people (indicative)",
          columns: ["Task", "Hours a week", "What usually goes wrong"],
          widths: [0.42, 0.2, 0.38],
          rows: [
            ["Posting supplier invoices", "4 to 10", "Typing mistakes and VAT posted wrongly"],
            ["Keying in orders received by e-mail", "5 to 15", "Orders delayed or lost"],
            ["Bank reconciliation", "2 to 6", "Mismatches found only at closing"],
            ["Reports for management", "2 to 5", "Data from different sources that do not agree"],
            ["Customer reminders and follow-up", "3 to 8", "Forgotten appointments and late payments"],
          ],
        },
        { kind: "heading", text: "Three misconceptions" },
        {
          kind: "steps",
          items: [
            {
              title: "\u201cIt is only for big companies\u201d",
              text: "Today's tools are paid for by use, and a first useful automation fits in a few weeks of work. A small business usually feels the effect sooner, because every hour freed weighs more in a small team.",
            },
            {
              title: "\u201cWe first need to change our management software\u201d",
              text: "Hardly ever. The usual approach is to automate around the systems that already work and to leave replacing them for when it is justified on its own merits.",
            },
            {
              title: "\u201cAI does everything by itself\u201d",
              text: "Artificial intelligence is very good with varied documents and text, but it needs clear rules, good-quality data and a person who reviews the doubtful cases.",
            },
          ],
        },
        {
          kind: "checklist",
          title: "Signs that you are ready to automate",
          items: [
            "Someone does a task the same way every day or every week.",
            "The same data is typed into more than one system.",
            "Mistakes in that task cost money or customers, and are found late.",
            "When the person who does it goes on holiday, the work piles up.",
            "You can explain on one page how it is done, exceptions included.",
          ],
        },
      ],
    },
    {
      id: "what-first",
      title: "Which processes to automate first",
      lead: "The best first project is not the most ambitious one: it is the one that finishes soon, is easy to measure and wins the team over.",
      blocks: [
        {
          kind: "paragraph",
          text: "Choosing the first process well decides much of the outcome. A first project that drags on for months, or whose benefit nobody can measure, tends to put a company off automation. A small, visible and well-measured one opens the door to the next.",
        },
        { kind: "heading", text: "Five criteria to score each process" },
        {
          kind: "list",
          items: [
            "**Volume**: how many times a month it is repeated. The more, the better.",
            "**Clear rules**: if a newcomer can learn it from a sheet of instructions, it can be automated.",
            "**Digital input**: the data arrives by e-mail, PDF, web form or spreadsheet, not handwritten on paper.",
            "**Cost of mistakes**: an error brings surcharges, returns or unhappy customers.",
            "**Stability**: the process will not change completely in the next six months.",
          ],
        },
        {
          kind: "paragraph",
          text: "Score each criterion from 1 to 5 and add them up. Above 18 points you have an excellent candidate; from 13 to 18, a good candidate worth tidying up before automating; below 13, there are probably better returns elsewhere.",
        },
        {
          kind: "table",
          caption: "Example scoring in a wholesale distributor of 25 people",
          columns: ["Process", "Vol.", "Rules", "Digital", "Errors", "Stable", "Total"],
          widths: [0.37, 0.09, 0.11, 0.11, 0.1, 0.11, 0.11],
          rows: [
            ["Customer orders by e-mail", "5", "4", "5", "4", "4", "22"],
            ["Posting supplier invoices", "4", "4", "4", "4", "5", "21"],
            ["Weekly sales report", "3", "5", "4", "2", "4", "18"],
            ["Handling delivery incidents", "3", "2", "3", "4", "3", "15"],
            ["Negotiating with suppliers", "1", "1", "2", "4", "2", "10"],
          ],
        },
        { kind: "heading", text: "Taking stock of your processes, step by step" },
        {
          kind: "steps",
          items: [
            {
              title: "Bring together the people who do the work",
              text: "An hour with two or three people from each area is worth more than any consultancy from outside. Ask which tasks they repeat and which ones frustrate them.",
            },
            {
              title: "Write down volume and time",
              text: "For each task: how many times a month and how many minutes each time. That already gives you the monthly hours.",
            },
            {
              title: "Score with the five criteria",
              text: "Without discussing technology yet. This is only about putting things in order.",
            },
            {
              title: "Pick one and describe it on one page",
              text: "Input, steps, rules, exceptions and outcome. If it does not fit on one page, split the process into smaller parts.",
            },
          ],
        },
        {
          kind: "note",
          title: "Beware of automating a mess",
          text: "If everyone does the process their own way, first agree on a common way of doing it. Automating a confused process only makes the mistakes happen faster.",
        },
      ],
    },
    {
      id: "technology",
      title: "Which technology: RPA, AI or custom software",
      lead: "The right question is not which tool is fashionable, but what kind of problem you have.",
      blocks: [
        {
          kind: "paragraph",
          text: "The four families of solutions you will find on the market do not compete: they combine. Most small-business projects use two of them. This table sums up when each one fits.",
        },
        {
          kind: "table",
          caption: "When each technology fits",
          columns: ["Technology", "It fits when...", "Typical time", "Watch out for"],
          widths: [0.2, 0.38, 0.16, 0.26],
          rows: [
            [
              "Integration (API)",
              "Both systems can be connected and the data is structured",
              "2 to 6 weeks",
              "Licences and usage limits of each system",
            ],
            [
              "RPA",
              "Applications that cannot be connected must be used the way a person would",
              "3 to 8 weeks",
              "Screen changes that break the robot",
            ],
            [
              "Artificial intelligence",
              "The input varies: invoices in different layouts, e-mails, questions",
              "4 to 10 weeks",
              "Human review of the doubtful cases",
            ],
            [
              "Custom software",
              "No tool covers a process that sets you apart",
              "2 to 6 months",
              "Who looks after it afterwards",
            ],
          ],
        },
        { kind: "heading", text: "A simple way to decide" },
        {
          kind: "steps",
          items: [
            {
              title: "Can the systems be connected?",
              text: "Ask your software suppliers whether they offer an API or connectors. If they do, start there: it is the most robust option.",
            },
            {
              title: "They cannot, but the screens are stable?",
              text: "An RPA robot does the copying and pasting with the same precision every day, at night too.",
            },
            {
              title: "Does the information arrive in varied formats?",
              text: "Add artificial intelligence to read and sort it, with a review tray for whatever falls below the confidence level you set.",
            },
            {
              title: "None of the above solves the problem?",
              text: "Then, and only then, consider custom software, starting with the smallest part that adds value.",
            },
          ],
        },
        { kind: "heading", text: "And the data" },
        {
          kind: "paragraph",
          text: "Every automation produces data: how many orders came in, how many invoices were read without help, how many needed review. A simple **dashboard** with those indicators is the best way to prove the return and to find the next process worth automating.",
        },
        {
          kind: "note",
          title: "Do not buy the tool before you understand the process",
          text: "It is the most expensive mistake we see: yearly licences bought for a problem that had not been defined yet. First the process, then the technology.",
        },
      ],
    },
    {
      id: "cost-roi",
      title: "What it costs and how to measure the return",
      lead: "An automation project is justified with simple numbers that any partner can check.",
      blocks: [
        { kind: "heading", text: "What the cost is made of" },
        {
          kind: "list",
          items: [
            "**Analysis and design**: understanding the process, its exceptions and how success will be measured.",
            "**Build and testing**: developing the automation and testing it with real cases.",
            "**Licences or usage**: RPA tools, AI services or integration platforms, usually per month or per use.",
            "**Maintenance**: adjustments when systems or business rules change; usually between 10 and 20% of the initial cost a year.",
            "**Internal time**: your team's hours to explain the process, test and adopt the solution. No cash leaves the business, but it counts.",
          ],
        },
        {
          kind: "table",
          caption: "Orders of magnitude for a small business (indicative, excluding VAT)",
          columns: ["Type of project", "Initial investment", "Yearly cost"],
          widths: [0.5, 0.25, 0.25],
          rows: [
            ["Integration between two systems", "EUR 3,000 to 10,000", "EUR 500 to 2,000"],
            ["RPA robot for one process", "EUR 6,000 to 14,000", "EUR 1,500 to 4,000"],
            ["Document reading with AI", "EUR 8,000 to 20,000", "EUR 1,500 to 5,000"],
            ["Management dashboard", "EUR 4,000 to 12,000", "EUR 600 to 2,500"],
          ],
        },
        { kind: "heading", text: "The return formula" },
        {
          kind: "list",
          items: [
            "**Yearly saving** = hours freed a year × cost per hour + cost of the mistakes avoided.",
            "**Yearly return (ROI)** = (yearly saving - yearly cost) ÷ initial investment.",
            "**Payback in months** = initial investment ÷ (yearly saving - yearly cost) × 12.",
          ],
        },
        {
          kind: "table",
          caption: "Example: automatic invoice reading in an accounting firm of 12 people",
          columns: ["Item", "Calculation", "Amount"],
          widths: [0.4, 0.38, 0.22],
          rows: [
            ["Hours freed a year", "18 h/week × 46 weeks", "828 h"],
            ["Value of those hours", "828 h × EUR 28/h", "EUR 23,184"],
            ["Mistakes avoided", "Surcharges and corrections", "EUR 3,000"],
            ["Yearly saving", "EUR 23,184 + EUR 3,000", "EUR 26,184"],
            ["Yearly cost (licences and maintenance)", "", "EUR 4,200"],
            ["Initial investment", "", "EUR 16,000"],
            ["Payback", "16,000 ÷ (26,184 - 4,200) × 12", "8.7 months"],
          ],
        },
        { kind: "heading", text: "What to measure from day one" },
        {
          kind: "checklist",
          title: "Minimum indicators for any automation",
          items: [
            "Time per operation, before and after (measure it before you start: afterwards you cannot).",
            "Share of cases handled without human intervention.",
            "Mistakes found each month, and at which stage they are found.",
            "End-to-end time: from the moment the order or invoice arrives until it is recorded.",
            "Hours your team spends on the task each week.",
          ],
        },
        {
          kind: "note",
          title: "Freed hours are not money until they are reinvested",
          text: "Decide beforehand what the team will do with the time it gets back: more attention to customers, less overtime at month end, growing without hiring. If nobody decides, the time melts away and the return never shows in the accounts.",
        },
      ],
    },
    {
      id: "plan-90-days",
      title: "A 90-day implementation plan",
      lead: "Three one-month phases: understand, build and measure. At the end, one automation in production and the data to choose the next.",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Days 1 to 30: diagnosis and design",
              text: "Take stock of the processes, choose the first one, measure the starting point and describe the process in detail with its exceptions. Agree what success means in figures: for example, 80% of invoices posted without intervention.",
            },
            {
              title: "Days 31 to 60: building the pilot",
              text: "The automation is built and tested with real data alongside the manual process. The team reviews the results every week and the rules are adjusted. Nothing replaces the usual work yet.",
            },
            {
              title: "Days 61 to 90: go-live and measurement",
              text: "The automation goes into production, with a person in charge of reviewing the exceptions. The indicators are compared with the starting point, and you decide whether to widen the scope or move on to the next process.",
            },
          ],
        },
        { kind: "heading", text: "Who does what" },
        {
          kind: "table",
          caption: "Minimum roles in a small-business project",
          columns: ["Role", "Who", "Time"],
          widths: [0.32, 0.43, 0.25],
          rows: [
            ["Sponsor", "Manager or partner who decides and unblocks", "1 hour a week"],
            ["Process owner", "The person who knows the task best", "3 to 5 hours a week"],
            ["Technical team", "Supplier or in-house IT person", "Depends on the project"],
            ["Exception reviewer", "Someone from the area, after go-live", "Minutes a day"],
          ],
        },
        { kind: "heading", text: "People before technology" },
        {
          kind: "paragraph",
          text: "The most common fear in a team is that automation will cost jobs. Explain from the start which tasks disappear, what the freed time will be used for and who will own the new tool. The people who did the work by hand are the best at spotting exceptions and proposing the next improvements: make them the protagonists of the project.",
        },
        {
          kind: "list",
          items: [
            "Show the pilot working as early as possible, even if it is imperfect.",
            "Celebrate the first results with figures: hours recovered, mistakes avoided.",
            "Write down what to do when the automation fails: who gets the alert and how work goes on by hand.",
            "Train more than one person to use and review the solution.",
          ],
        },
        {
          kind: "note",
          title: "A plan that fits in a quarter",
          text: "If your first project does not fit in 90 days, it is too big. Split the process and start with the part with the most volume: the rest will come with the experience and confidence gained from the first.",
        },
      ],
    },
    {
      id: "funding",
      title: "How to fund it: the Digital Kit and other routes",
      lead: "Public grants can cover a large part of the first project, if the right solutions are chosen.",
      blocks: [
        {
          kind: "paragraph",
          text: "The **Digital Kit** (Kit Digital) is a programme of the Spanish Government, funded by the European Next Generation EU funds, that gives small businesses, micro-businesses and the self-employed a voucher to implement digital solutions from an official catalogue. The voucher is not paid out in cash: it is redeemed with an accredited digitalisation agent, who implements the solution and receives the grant. Several catalogue categories fit the projects in this guide directly.",
        },
        {
          kind: "kit-solutions",
          caption: "Digital Kit categories useful for automation, and the maximum aid of each",
          columns: ["Category", "Maximum aid"],
          ids: ["process", "process-ai", "customer-ai", "bi", "bi-ai"],
          footnote:
            "Maximum amounts per category under the programme's rules, which belong to businesses of 50 to 249 employees (segments IV and V). Smaller businesses receive less: the website gives the amount for each headcount band.",
        },
        { kind: "heading", text: "How to apply" },
        {
          kind: "steps",
          items: [
            {
              title: "Registration and self-assessment",
              text: "The business signs up on Acelera pyme, the programme's official portal, and completes the digital self-assessment test.",
            },
            {
              title: "Choosing solutions and an agent",
              text: "You choose the catalogue categories that fit the project and an accredited digitalisation agent to implement them.",
            },
            {
              title: "Application and agreement",
              text: "The application is submitted on the Red.es electronic office. Once the voucher is granted, the business and the agent sign the agreement for the solution.",
            },
            {
              title: "Implementation and justification",
              text: "The agent implements the solution and prepares the justification; the grant is paid to the agent directly. The business only pays the VAT, which is not eligible.",
            },
          ],
        },
        { kind: "heading", text: "Other routes" },
        {
          kind: "list",
          items: [
            "**Regional digitalisation and Industry 4.0 programmes**, with yearly calls and aid as a percentage of the investment.",
            "**Subsidised training** through the company's training credits, useful so that the team learns to maintain and extend the automations.",
            "**Funding in stages**: a small first project whose savings pay for the next. With payback periods under a year, it is the most common route.",
          ],
        },
        {
          kind: "note",
          title: "Always check the call in force",
          text: "Deadlines, amounts and requirements change from one call to the next. Before counting on a grant, read the rules published on the official electronic office, or ask your digitalisation agent to confirm what you can apply for.",
        },
      ],
    },
    {
      id: "cases",
      title: "Five practical cases",
      lead: "Five fictitious small businesses, five different processes and the same way of working: start small, measure and extend.",
      blocks: [
        {
          kind: "paragraph",
          text: "The cases in this chapter are **illustrative**: each company is a composite of real situations we come across often, with rounded, indicative figures. They are meant to help you recognise your own business in one of them. At the end of each case you will find the success story on our website that applies the same ideas at a larger scale.",
        },
        {
          kind: "cases-overview",
          caption: "The five cases at a glance",
          columns: ["Case", "Sector", "Headline result"],
        },
        {
          kind: "case",
          case: {
            id: "case-advisory",
            sector: "Accounting and tax advice",
            title: "An accounting firm that stopped typing invoices",
            company: "An advisory firm of 12 people with 180 clients, in Valencia",
            disclaimer,
            services: ["Artificial intelligence", "RPA robotics", "Dashboard"],
            figures: [
              { value: "15 s", before: "4 min", label: "per invoice posted" },
              { value: "3 days", before: "8 days", label: "monthly close per client" },
              { value: "18 h", label: "freed every week" },
            ],
            labels: caseLabels,
            challenge:
              "Some 3,500 client invoices arrived every month as PDFs, photos and scanned paper. Three people typed them into the accounting software, and bank reconciliation was done at month end, when it was too late to correct anything calmly. At every quarterly close the team worked late every day.",
            solution: [
              "A single mailbox where clients send their invoices, read with artificial intelligence (issuer, dates, tax bases, VAT rates).",
              "An RPA robot that posts high-confidence invoices in the accounting software and leaves doubtful ones in a review tray.",
              "Daily bank reconciliation with rules learnt from the transactions already matched.",
              "A dashboard with each client's status: pending documents, incidents and expected closing date.",
            ],
            results: [
              "85% of invoices are posted without intervention; the rest are reviewed in seconds.",
              "The monthly close for each client went from 8 to 3 working days.",
              "The freed hours go into advising clients: the firm grew its portfolio without hiring.",
            ],
            lesson:
              "Starting with the task with the most volume, not the most complex one, showed results in six weeks and earned the team's trust for the rest of the project.",
            related: {
              page: "case-accounting",
              text: "An advisory group in Madrid automated its accounting with the same combination of AI and RPA.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-hotels",
            sector: "Tourism",
            title: "Three family hotels without overbookings",
            company: "A family group of three hotels and 140 rooms, on the Costa Blanca",
            disclaimer,
            services: ["Integration", "AI assistant", "RPA robotics"],
            figures: [
              { value: "0", before: "6", label: "overbookings a month in summer" },
              { value: "2 min", before: "5 h", label: "to answer a guest" },
              { value: "6", label: "languages of service, 24/7" },
            ],
            labels: caseLabels,
            challenge:
              "Each hotel updated availability and rates by hand on four sales channels. In high season overbookings happened almost every week, and questions arriving at night by e-mail or WhatsApp waited until the next morning, often in languages the front desk did not speak.",
            solution: [
              "The three booking systems connected to a channel manager: availability and rates synchronised on every channel instantly.",
              "An AI assistant on the website and WhatsApp that answers in six languages and passes on to the front desk whatever needs a person.",
              "A robot that assigns check-out rooms to the housekeeping teams and reports when they are ready.",
            ],
            results: [
              "No overbookings in the following two summers.",
              "70% of questions are answered without the front desk.",
              "Better service ratings on the booking platforms.",
            ],
            lesson:
              "Connecting the systems solved the most expensive problem (overbookings) first; AI was added later, once the data was in order.",
            related: {
              page: "case-hotel",
              text: "A chain of 15 hotels applied the same idea of one platform and service in 12 languages.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-distribution",
            sector: "Distribution",
            title: "A distributor that replans its routes by itself",
            company: "An electrical supplies distributor with 30 people and 6 vans, in Castellón",
            disclaimer,
            services: ["RPA robotics", "Artificial intelligence", "Custom software"],
            figures: [
              { value: "10 min", before: "2 h", label: "to key in the day's orders" },
              { value: "-18%", label: "kilometres driven" },
              { value: "96%", label: "deliveries in the promised slot" },
            ],
            labels: caseLabels,
            challenge:
              "Installers sent their orders by e-mail, WhatsApp and phone. Two people keyed them into the management software every morning and the warehouse manager planned the routes by hand. Any urgent order or broken-down van meant redoing the rounds over the phone.",
            solution: [
              "Automatic reading of the orders arriving by e-mail and through a web form, entered directly in the management software.",
              "A route planner that groups deliveries by area and time slot, and recalculates the rounds when an urgent order comes in or a vehicle fails.",
              "Automatic messages to customers with the estimated time of arrival.",
            ],
            results: [
              "The day's orders are in the system before 8:30, not mid-morning.",
              "Fewer kilometres and less overtime for the drivers.",
              "\u201cWhere is my order?\u201d calls fell by half.",
            ],
            lesson:
              "Automatic replanning only worked once orders came in complete and on time: sorting out the data entry was the first step.",
            related: {
              page: "case-flights",
              text: "An airport services operator replans gates and crews after every delay on the same principle.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-workshop",
            sector: "Manufacturing",
            title: "A workshop that sees breakdowns coming",
            company: "A machining workshop of 45 people with 14 CNC machines, in Alicante province",
            disclaimer,
            services: ["Sensors and data", "Business intelligence", "Artificial intelligence"],
            figures: [
              { value: "-35%", label: "unplanned stoppages" },
              { value: "+12%", label: "productive hours per machine" },
              { value: "Daily", before: "monthly", label: "shop-floor report" },
            ],
            labels: caseLabels,
            challenge:
              "Breakdowns became known when a machine stopped in the middle of an order. Maintenance followed a calendar, without knowing which machine really needed it, and management received production data in a spreadsheet at month end.",
            solution: [
              "Vibration, temperature and power sensors on the critical machines, with readings every minute.",
              "A model that learns each machine's normal behaviour and warns when it drifts.",
              "A shop-floor dashboard with availability, performance and quality per machine and shift.",
            ],
            results: [
              "A third fewer unexpected stoppages in the first year.",
              "Maintenance is planned according to each machine's real risk.",
              "Shift managers decide with same-day data.",
            ],
            lesson:
              "Starting with the four machines that caused the most stoppages proved the saving before instrumenting the whole plant.",
            related: {
              page: "case-grid",
              text: "An electricity distributor anticipates faults in its grid with {sensors} sensors and the same approach.",
            },
          },
        },
        {
          kind: "case",
          case: {
            id: "case-insurance",
            sector: "Professional services",
            title: "An insurance broker that opens claims in minutes",
            company: "An insurance brokerage of 8 people with 4,000 policies, in Alicante",
            disclaimer,
            services: ["Digital forms", "RPA robotics", "Artificial intelligence"],
            figures: [
              { value: "2 h", before: "2 days", label: "to open a claim" },
              { value: "1", before: "4", label: "document provided by the client" },
              { value: "90%", label: "of requests made from a mobile" },
            ],
            labels: caseLabels,
            challenge:
              "Clients reported claims by phone and sent photos and documents by e-mail over several days. Each file was opened by hand on each insurer's portal, and documents the broker already had were often requested again.",
            solution: [
              "A web and mobile form to report a claim, which only asks for what the broker does not already have.",
              "Automatic sorting of the documents received, and a check that the file is complete.",
              "A robot that opens the file on each insurer's portal and stores the reference number.",
            ],
            results: [
              "Most claims are opened the same day.",
              "Clients provide one document on average instead of four.",
              "The team spends its time negotiating with insurers, not typing.",
            ],
            lesson:
              "Never asking twice for data already held improved the client's experience and internal efficiency at the same time.",
            related: {
              page: "case-government",
              text: "A large city council applied the same once-only principle to 150 procedures.",
            },
          },
        },
      ],
    },
    {
      id: "checklists",
      title: "Checklists",
      lead: "Print these pages and use them at each stage of the project.",
      blocks: [
        {
          kind: "checklist",
          title: "Before you start",
          items: [
            "We have taken stock of our processes and chosen one scoring more than 18 points.",
            "The process is described on one page, exceptions included.",
            "We have measured the starting point: times, volume and mistakes.",
            "There is a sponsor in management and a process owner.",
            "We know what the freed time will be used for.",
          ],
        },
        {
          kind: "checklist",
          title: "When choosing a supplier",
          items: [
            "They asked about the process before talking about tools.",
            "They propose a limited pilot with measurable success criteria.",
            "The quote separates initial investment, licences and maintenance.",
            "They explain who maintains the solution and what happens when a system changes.",
            "We get the documentation and access to everything that is built.",
            "They have references from similar projects in businesses of our size.",
          ],
        },
        {
          kind: "checklist",
          title: "Data protection and security",
          items: [
            "We know which personal data the automation processes, and on what legal basis.",
            "There is a data processing agreement with every supplier that accesses the data.",
            "AI services do not use our data to train their models, or we have expressly accepted it.",
            "Robots have their own accounts, with minimum permissions and passwords stored securely.",
            "Data is kept only as long as needed and deleted afterwards.",
            "There is a record of what the automation did and when.",
          ],
        },
        {
          kind: "checklist",
          title: "Go-live",
          items: [
            "The pilot has run alongside the manual process for at least two weeks.",
            "Someone is in charge of reviewing the exceptions every day.",
            "It is written down what to do if the automation fails and who gets the alert.",
            "More than one person can use and review the solution.",
            "We compare the indicators with the starting point after one and three months.",
            "We have chosen the next process to automate.",
          ],
        },
      ],
    },
  ],
  back: {
    title: "About RTS",
    paragraphs: [
      "We are a technology consultancy from Valencia. We help small businesses and large organisations automate processes, make the most of artificial intelligence and decide with data, with our own team that analyses, builds, trains and maintains every solution.",
      "We are an accredited Digital Kit agent: we support you from the voucher application to go-live.",
    ],
    servicesTitle: "What we do",
    services: [
      "Process Discovery: what to automate and with what return",
      "Robotics and RPA",
      "Applied artificial intelligence",
      "Software, website and app development",
      "Business intelligence and dashboards",
      "Training and support",
    ],
    contactTitle: "Let's talk",
    cta: {
      title: "A free 45-minute consultation",
      text: "Tell us which process takes up most of your time and we will tell you what to automate first and what return to expect.",
      linkLabel: "Book your consultation",
    },
    legal:
      "© RTS Soluciones Tecnológicas, S.L. A free guide for general information: it is not professional advice for any particular case. The practical cases are illustrative and their figures indicative.",
  },
};
