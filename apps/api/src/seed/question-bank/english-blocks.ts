/**
 * Block passage types answered in words: 任务型阅读 (passage + summary table, one word per
 * blank), 阅读表达 (passage + short-answer questions), 课文填空 (retelling of a textbook unit with
 * blanks) and 选词填空 (word box + passage, each word used once, one extra word).
 */
import { KP_EN as K, letter, passageHtml, pad3, question, tableHtml, textSlave } from './helpers.js';
import type { TBankDifficulty, TBankGrade, TBankQuestion } from './types.js';

type TWordAnswer = [answer: string, why: string];

// ---------------------------------------------------------------- 任务型阅读

type TTaskReading = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; table: string[][]; answers: TWordAnswer[] };

const TASK_READINGS: TTaskReading[] = [
  {
    topic: '志愿服务对青少年的益处',
    difficulty: 3,
    grade: 2,
    text: `
Volunteering is often seen as something we do for others. However, research shows that it benefits volunteers just as much as the people they help, especially teenagers.

First, volunteering improves mental health. Helping others increases the level of "happy" chemicals in the brain and reduces stress. Teenagers who volunteer regularly report feeling less lonely and more confident.

Second, it develops practical skills. Organising a charity event teaches planning and teamwork, while tutoring younger children improves communication. These are skills that universities and employers value highly.

Third, volunteering helps young people discover their interests. A student who volunteers at an animal shelter may decide to become a vet; another who helps at a hospital may develop an interest in medicine.

Of course, teenagers need to choose wisely. Experts suggest starting with something related to your interests, beginning with just a few hours a month, and making sure the work does not affect your studies. Most importantly, volunteer because you care, not just to improve your university application.`,
    table: [
      ['Title', 'The [[1]] of volunteering for teenagers'],
      ['Mental health', 'Helping others makes people happier and less [[2]]. Regular volunteers feel less lonely and more [[3]].'],
      ['Practical skills', 'Students learn to plan and to work in [[4]], and their communication improves. These skills are highly [[5]] by universities and employers.'],
      ['Discovering interests', 'Volunteering may help teenagers decide on their future [[6]].'],
      ['Advice', 'Choose work [[7]] to your interests. Start with a [[8]] hours a month. Don\'t let volunteering affect your [[9]]. Volunteer for the right [[10]]: because you care.'],
    ],
    answers: [
      ['benefits/advantages', '主旨概括。全文介绍志愿服务给青少年带来的好处，首段“it benefits volunteers”为提示。'],
      ['stressed', '根据第二段“reduces stress”，less后接形容词stressed。'],
      ['confident', '根据第二段“feeling less lonely and more confident”直接得出。'],
      ['teams/groups', '根据第三段“teaches planning and teamwork”，work in teams“团队合作”。'],
      ['valued', '根据第三段“skills that universities and employers value highly”，被动语态用过去分词valued。'],
      ['careers/jobs', '根据第四段成为兽医、对医学产生兴趣的例子可知，志愿服务可能帮助青少年决定未来的职业。'],
      ['related/connected', '根据末段“starting with something related to your interests”。'],
      ['few', '根据末段“just a few hours a month”。'],
      ['studies', '根据末段“making sure the work does not affect your studies”。'],
      ['reason(s)', '根据末段最后一句，要出于关心去做志愿者，而不只是为了申请大学，即“出于正确的理由”。'],
    ],
  },
  {
    topic: '快时尚的代价',
    difficulty: 4,
    grade: 3,
    text: `
Twenty years ago, most people bought new clothes a few times a year. Today, thanks to "fast fashion", shops offer new styles every week at very low prices. While this makes fashion affordable, it has serious costs.

The environmental impact is huge. Producing a single cotton T-shirt requires about 2,700 litres of water, enough for one person to drink for two and a half years. The textile industry also produces around 10 percent of global carbon emissions, and many cheap clothes are made of plastic-based fibres that release microplastics when they are washed.

Moreover, because the clothes are so cheap, people treat them as disposable. The average piece of clothing is now worn only seven to ten times before being thrown away, and most end up in landfills or are burned.

There are things we can do. Buying fewer but better-quality clothes is the first step. We can also repair clothes instead of throwing them away, buy second-hand, or swap clothes with friends. Some brands now take back old clothes for recycling. As consumers, we have the power to change the industry: every time we buy something, we are voting for the kind of world we want.`,
    table: [
      ['What is fast fashion?', 'Shops offer new styles every week at low [[1]].'],
      ['Its costs to the environment', 'A cotton T-shirt [[2]] about 2,700 litres of water. The textile industry produces about 10% of global carbon [[3]]. Plastic-based fibres release microplastics [[4]] washed.'],
      ['Waste', 'A piece of clothing is [[5]] only 7 to 10 times. Most clothes end up in landfills or are [[6]].'],
      ['Solutions', 'Buy fewer clothes of better [[7]]. [[8]] clothes instead of throwing them away. Buy second-hand or [[9]] clothes with friends. Return old clothes to brands for [[10]].'],
    ],
    answers: [
      ['prices', '根据首段“new styles every week at very low prices”。'],
      ['requires/needs', '根据第二段“Producing a single cotton T-shirt requires about 2,700 litres of water”，主语为单数，用requires或needs。'],
      ['emissions', '根据第二段“around 10 percent of global carbon emissions”。'],
      ['when', '根据第二段“release microplastics when they are washed”，此处为省略结构when washed。'],
      ['worn', '根据第三段“is now worn only seven to ten times”。'],
      ['burned/burnt', '根据第三段“most end up in landfills or are burned”。'],
      ['quality', '根据末段“Buying fewer but better-quality clothes”。'],
      ['Repair/Mend', '根据末段“We can also repair clothes instead of throwing them away”，句首首字母大写。'],
      ['swap/exchange', '根据末段“swap clothes with friends”。'],
      ['recycling', '根据末段“Some brands now take back old clothes for recycling”。'],
    ],
  },
  {
    topic: '科学的记忆方法',
    difficulty: 3,
    grade: 2,
    text: `
Many students spend hours rereading their notes before an exam, only to forget most of the information a few weeks later. Cognitive scientists have found several methods that work far better.

The first is retrieval practice. Instead of looking at your notes again, close the book and try to recall what you have learned, for example by writing down everything you remember or answering practice questions. The effort of bringing information back from memory makes it stronger.

The second is spacing. Studying the same material in several short sessions spread over days or weeks is more effective than one long session. Each time you return to the material after a break, you have to work a little harder to remember it, and this strengthens the memory.

The third is mixing different types of problems. For example, in maths, doing a set of problems that mixes different topics forces you to decide which method to use, a skill you need in real exams.

Finally, try explaining what you have learned to someone else. If you cannot explain an idea simply, you probably do not fully understand it yet.`,
    table: [
      ['Problem', 'Rereading notes takes a lot of time, but students [[1]] most of the information weeks later.'],
      ['Retrieval practice', '[[2]] information without looking at your notes. The [[3]] of remembering makes memories stronger.'],
      ['Spacing', 'Study in several [[4]] sessions over days or weeks instead of one long session.'],
      ['Mixing', '[[5]] different types of problems, so that you practise [[6]] which method to use.'],
      ['Explaining', 'If you can\'t explain an idea [[7]], you don\'t fully [[8]] it.'],
    ],
    answers: [
      ['forget', '根据首段“only to forget most of the information a few weeks later”。'],
      ['Recall', '根据第二段“try to recall what you have learned”，句首大写。'],
      ['effort', '根据第二段“The effort of bringing information back from memory makes it stronger”。'],
      ['short', '根据第三段“in several short sessions spread over days or weeks”。'],
      ['Mix', '根据第四段“mixing different types of problems”，祈使句用动词原形，句首大写。'],
      ['deciding/choosing', '根据第四段“forces you to decide which method to use”，practise doing，用动名词。'],
      ['simply', '根据末段“If you cannot explain an idea simply”。'],
      ['understand', '根据末段“you probably do not fully understand it yet”。'],
    ],
  },
  {
    topic: '中国新能源汽车的发展',
    difficulty: 4,
    grade: 3,
    text: `
China has become the world's largest market for electric vehicles (EVs). In 2024, more than one in three new cars sold in the country was electric or a plug-in hybrid.

Several factors explain this rapid growth. First, the government has supported the industry for more than a decade, offering money to buyers and making it easier for EV owners to get licence plates in big cities. Second, Chinese companies have become world leaders in battery technology, which has helped reduce prices. Today, some small electric cars cost less than similar petrol cars. Third, charging stations have become much more common. There are now millions of public charging points across the country.

EVs bring clear benefits. They produce no exhaust, which improves air quality in crowded cities, and they are cheaper to run, since electricity costs less than petrol. However, challenges remain. Charging still takes longer than filling up with petrol, and batteries perform less well in very cold weather. In addition, the environmental benefits depend partly on how the electricity is produced.

Experts believe that as technology improves and more electricity comes from clean sources such as wind and solar power, EVs will play an even bigger role in China's future.`,
    table: [
      ['Background', 'In 2024, over one [[1]] of new cars sold in China were electric or plug-in hybrids.'],
      ['Reasons for growth', 'Government [[2]]: money for buyers and easier licence plates. Battery technology: helped bring down [[3]]. More charging [[4]] across the country.'],
      ['Advantages', 'No exhaust, so air [[5]] improves. [[6]] to run than petrol cars.'],
      ['Disadvantages', 'Charging takes [[7]] than filling up. Batteries work less well in very [[8]] weather.'],
      ['Future', 'EVs will become more [[9]] as more electricity comes from [[10]] sources like wind and solar power.'],
    ],
    answers: [
      ['third', '根据首段“more than one in three new cars”，即超过三分之一，one third。'],
      ['support', '根据第二段“the government has supported the industry”，此处用名词support。'],
      ['prices/costs', '根据第二段“which has helped reduce prices”。'],
      ['stations/points', '根据第二段“charging stations have become much more common”。'],
      ['quality', '根据第三段“which improves air quality in crowded cities”。'],
      ['Cheaper', '根据第三段“they are cheaper to run”，句首大写。'],
      ['longer', '根据第三段“Charging still takes longer than filling up with petrol”。'],
      ['cold', '根据第三段“batteries perform less well in very cold weather”。'],
      ['important', '根据末段“EVs will play an even bigger role”，即变得更重要。'],
      ['clean', '根据末段“more electricity comes from clean sources such as wind and solar power”。'],
    ],
  },
];

export const ENGLISH_TASK_READING: TBankQuestion[] = TASK_READINGS.map((t, i) =>
  question({
    key: `en-taskreading-${pad3(i + 1)}`,
    subjectId: 8,
    type: '任务型阅读',
    title: `<p>请认真阅读下面短文，并根据所读内容在文章后表格中的空格里填入一个最恰当的单词。注意：每个空格只填1个单词。</p>${passageHtml(t.text)}${tableHtml(t.table)}`,
    slaves: t.answers.map(([a, why], n) => textSlave(String(n + 1), a, why)),
    analysis: `<p>【主题】${t.topic}。</p>${t.answers.map(([a, why], n) => `<p>${n + 1}. ${a}\u3000${why}</p>`).join('')}`,
    difficulty: t.difficulty,
    knowledgePointIds: [K.detail, K.mainIdea, K.structure, K.gfWordForm],
    grade: t.grade,
  }),
);

// ---------------------------------------------------------------- 阅读表达

type TExpressionQ = [question: string, answer: string, why: string, kp: number];
type TExpressionReading = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; qs: TExpressionQ[] };

const EXPRESSION_READINGS: TExpressionReading[] = [
  {
    topic: '“森林之子”贾达夫·帕扬',
    difficulty: 3,
    grade: 2,
    text: `
In 1979, a 16-year-old boy named Jadav Payeng saw hundreds of snakes lying dead on a sandbar in the Brahmaputra River in northeast India. A flood had washed them onto the sand, and with no trees to provide shade, they had died in the heat. The sight upset him deeply. **If nothing was done, he thought, people would one day die the same way.**

He decided to plant trees. At first he planted bamboo, carrying water to the sandbar every day. Later he brought red ants from his village to improve the soil. Year after year, he planted more trees, often alone and without any payment.

Decades later, the bare sandbar has become a forest of about 550 hectares, larger than New York's Central Park. It is now home to elephants, deer, rhinos and even tigers. For a long time, few people knew about his work, until a photographer came across the forest by chance.

Today Payeng is known as "the Forest Man of India". He has received national honours, but he still lives a simple life, keeping cows and selling milk. When asked about his achievement, he said that nature gives us everything and we should give something back.`,
    qs: [
      ['What is the best title of the passage? (no more than 6 words)', 'The Forest Man of India / A Boy Who Planted a Forest', '标题概括。全文讲述帕扬几十年如一日在沙洲上植树造林的故事，末段点出其称号“the Forest Man of India”。', K.mainIdea],
      ['What made Payeng decide to plant trees? (no more than 10 words)', 'The sight of dead snakes on the sandbar.', '细节理解。根据第一段，他看到数百条蛇因无树遮阴被晒死，深受触动，决定种树。', K.detail],
      ['How did Payeng improve the soil? (no more than 10 words)', 'He brought red ants from his village.', '细节理解。根据第二段“Later he brought red ants from his village to improve the soil”。', K.detail],
      ['Translate the underlined sentence into Chinese.', '他想，如果什么都不做，有一天人们也会以同样的方式死去。', '句子翻译。If nothing was done为条件状语从句，he thought为插入语，the same way意为“以同样的方式”。', K.wordMeaning],
      ['What can you learn from Payeng\'s story? (no more than 20 words)', '（答案不唯一）Small actions, if continued for years, can make a big difference to nature.', '开放性问题。言之有理即可，如坚持不懈的小行动能带来巨大改变、人类应当回馈自然等。', K.inference],
    ],
  },
  {
    topic: '极简主义生活方式',
    difficulty: 4,
    grade: 3,
    text: `
How many things do you own? For many people living in cities, the answer is "too many to count". Wardrobes are full of clothes that are rarely worn, and drawers are packed with gadgets that no longer work. In response, a growing number of young people are turning to minimalism, a lifestyle based on owning fewer things.

Minimalists believe that possessions take up not only space but also time and energy. Every object has to be bought, cleaned, stored and eventually thrown away. **By getting rid of what they do not need, minimalists say they have more time for the things that really matter, such as relationships, hobbies and personal growth.**

Becoming a minimalist does not mean living in an empty room. A common method is to go through your belongings one category at a time and keep only the items that are useful or that truly make you happy. Another is the "one in, one out" rule: whenever you buy something new, you give away something old.

Critics argue that minimalism is easier for people who can afford to buy things again if they need them. Still, many people find that owning less helps them spend less, worry less and appreciate more.`,
    qs: [
      ['What is minimalism according to the passage? (no more than 10 words)', 'A lifestyle based on owning fewer things.', '细节理解。根据第一段“minimalism, a lifestyle based on owning fewer things”。', K.detail],
      ['Besides space, what do possessions take up? (no more than 5 words)', 'Time and energy.', '细节理解。根据第二段“possessions take up not only space but also time and energy”。', K.detail],
      ['What is the "one in, one out" rule? (no more than 15 words)', 'Whenever you buy something new, you give away something old.', '细节理解。根据第三段冒号后的解释。', K.detail],
      ['Translate the underlined sentence into Chinese.', '极简主义者说，通过清除他们不需要的东西，他们有了更多时间去做真正重要的事情，比如人际关系、爱好和个人成长。', '句子翻译。By getting rid of...表示方式，what they do not need为宾语从句，the things that really matter中that引导定语从句。', K.wordMeaning],
      ['Would you like to try minimalism? Why or why not? (no more than 20 words)', '（答案不唯一）Yes. Owning fewer things would save me time and help me focus on my studies and friends.', '开放性问题。表明态度并给出合理理由即可。', K.attitude],
    ],
  },
  {
    topic: '天宫课堂',
    difficulty: 3,
    grade: 1,
    text: `
On 9 December 2021, millions of Chinese students watched a very special science lesson. Their teachers were three astronauts, and their classroom was China's space station, about 400 kilometres above the Earth.

During the "Tiangong Classroom" lessons, the astronauts showed how things behave differently in microgravity. In one experiment, a ping-pong ball was pushed into a cup of water. On Earth, the ball would immediately float back up, but in space it stayed where it was, because buoyancy almost disappears without gravity. In another, astronaut Wang Yaping made a large ball of water and put a tablet into it. The tablet produced gas bubbles, which stayed inside the ball instead of rising to the surface.

At the same time, students in classrooms on the ground did similar experiments and compared the results. **Many said that seeing the difference with their own eyes made physics more real to them than any textbook could.**

The lessons were not just about science. They were designed to encourage young people to ask questions and to dream about exploring space. The astronauts told the students that the space station was not only their home in space but also a classroom for everyone, and that they hoped some of the students would come there one day themselves.`,
    qs: [
      ['Where did the astronauts give the lessons? (no more than 6 words)', 'In China\'s space station.', '细节理解。根据第一段“their classroom was China\'s space station”。', K.detail],
      ['Why did the ping-pong ball stay in the water in space? (no more than 10 words)', 'Because buoyancy almost disappears without gravity.', '细节理解。根据第二段“because buoyancy almost disappears without gravity”。', K.detail],
      ['What did students on the ground do during the lessons? (no more than 12 words)', 'They did similar experiments and compared the results.', '细节理解。根据第三段首句。', K.detail],
      ['Translate the underlined sentence into Chinese.', '许多学生说，亲眼看到这种差异让物理对他们来说比任何课本都更加真实。', '句子翻译。seeing the difference with their own eyes为动名词短语作主语，make sth + adj.“使……变得……”。', K.wordMeaning],
      ['Besides teaching science, what was the purpose of the lessons? (no more than 15 words)', 'To encourage young people to ask questions and dream about exploring space.', '推理判断。根据末段“They were designed to encourage young people to ask questions and to dream about exploring space”。', K.inference],
    ],
  },
  {
    topic: '采访祖父：口述家乡变迁',
    difficulty: 2,
    grade: 1,
    text: `
For a school project last year, I interviewed my grandfather about his childhood. I expected a few short stories. Instead, we talked for six evenings.

Grandpa grew up in a village in Anhui in the 1950s. His family's house was made of mud, and when it rained heavily, water came through the roof. There was no electricity; he did his homework by the light of an oil lamp. The nearest middle school was fifteen kilometres away, so he walked there every Monday with a bag of rice on his back and walked home every Saturday.

What surprised me most was not how hard his life had been, but how happy he seemed when he talked about it. He described catching fish in the river with his friends and listening to stories under the stars. **"We had very little," he said, "but we shared everything we had."**

Today the village has paved roads, a high-speed railway station nearby and a new school with a computer room. Grandpa is proud of these changes. But he worries that young people now are so busy with their phones that they rarely talk to their neighbours.

The project changed the way I see my grandfather. I used to think of him as simply an old man who liked tea and Beijing Opera. Now I see him as a witness to history.`,
    qs: [
      ['Why did the author interview her grandfather? (no more than 6 words)', 'For a school project.', '细节理解。根据第一段首句“For a school project last year”。', K.detail],
      ['How did the grandfather get to middle school? (no more than 10 words)', 'He walked fifteen kilometres there every Monday.', '细节理解。根据第二段，最近的中学在十五公里外，他每周一步行前往。', K.detail],
      ['What surprised the author most? (no more than 15 words)', 'How happy her grandfather seemed when he talked about his hard life.', '细节理解。根据第三段首句“What surprised me most was not..., but how happy he seemed...”。', K.detail],
      ['Translate the underlined sentence into Chinese.', '“我们拥有的东西很少，”他说，“但我们会分享所拥有的一切。”', '句子翻译。everything we had中we had为省略that的定语从句。', K.wordMeaning],
      ['What does the grandfather worry about today? (no more than 15 words)', 'Young people are so busy with phones that they rarely talk to neighbours.', '细节理解。根据第四段“But he worries that...”。', K.detail],
    ],
  },
];

export const ENGLISH_EXPRESSION_READING: TBankQuestion[] = EXPRESSION_READINGS.map((e, i) =>
  question({
    key: `en-expression-${pad3(i + 1)}`,
    subjectId: 8,
    type: '阅读表达',
    title: `<p>阅读下面短文，根据短文内容回答问题。</p>${passageHtml(e.text)}`,
    slaves: e.qs.map(([q, a, why]) => textSlave(q, a, why)),
    analysis: `<p>【主题】${e.topic}。</p>${e.qs.map(([, a, why], n) => `<p>${n + 1}. ${a}\u3000${why}</p>`).join('')}`,
    difficulty: e.difficulty,
    knowledgePointIds: e.qs.map((q) => q[3]),
    grade: e.grade,
  }),
);

// ---------------------------------------------------------------- 课文填空

type TTextFill = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; answers: [string, number, string][] };

const TEXT_FILLS: TTextFill[] = [
  {
    topic: '课文复述：自然灾害·唐山大地震',
    difficulty: 3,
    grade: 1,
    text: `
Strange things happened in the countryside of northeastern Hebei before the earthquake of 28 July 1976. For several days, the water in the village wells [[1]] (rise) and fell. Chickens and even pigs were too [[2]] (nerve) to eat. At 3:42 am, everything began to shake. It seemed as if the world [[3]] (be) at an end. In fifteen terrible seconds, a large city lay in [[4]] (ruin). Hundreds of thousands of people were killed or [[5]] (serious) injured.

But hope was not lost. Soon after the quakes, the army sent 150,000 soldiers to Tangshan [[6]] (help) the rescue workers. Thousands of people [[7]] (trap) under the ruins were rescued. Workers built shelters for survivors [[8]] homes had been destroyed. Slowly, the city began to breathe again. Tangshan [[9]] (rebuild) and became a new city, [[10]] (show) that in times of disaster, people must unite and stay positive to build a brighter future.`,
    answers: [
      ['rose', K.gfVerb, '考查时态。与fell并列，叙述过去的事情用一般过去时，rise的过去式为rose。'],
      ['nervous', K.gfWordForm, '考查词性转换。too + adj. + to do，nerve→nervous。'],
      ['was/were', K.gfVerb, '考查as if从句。as if从句可用陈述语气was，也可用虚拟语气were。'],
      ['ruins', K.gfWordForm, '考查名词。lie in ruins“成为废墟”，用复数形式。'],
      ['seriously', K.gfWordForm, '考查副词。修饰过去分词injured用副词。'],
      ['to help', K.gfNonfinite, '考查不定式作目的状语。'],
      ['trapped', K.gfNonfinite, '考查过去分词作后置定语。people与trap为被动关系。'],
      ['whose', K.gfConj, '考查定语从句。先行词survivors与homes为所属关系，用whose。'],
      ['was rebuilt', K.gfVerb, '考查被动语态。唐山“被重建”，用一般过去时被动语态。'],
      ['showing', K.gfNonfinite, '考查现在分词作结果状语。'],
    ],
  },
  {
    topic: '课文复述：体育与健康·活着的传奇',
    difficulty: 3,
    grade: 1,
    text: `
Lang Ping is one of the most [[1]] (success) volleyball players and coaches in China. As a player, she [[2]] (help) the Chinese women's volleyball team win world championships and an Olympic gold medal in the 1980s, and her powerful spikes earned her the nickname "Iron Hammer". Later she became a coach. In 2016, she led the team [[3]] (win) gold at the Rio Olympics. She is admired not only for her skills but also for her [[4]] (determine) and her love for her country. For Lang Ping, [[5]] (win) is not everything; she also cares about [[6]] her players grow as people. Under her [[7]] (guide), young players have learned to face difficulties [[8]] (brave).

Another living legend is Michael Jordan, [[9]] is known as one of the greatest basketball players ever. He once explained that he had succeeded [[10]] he had failed again and again but never given up.`,
    answers: [
      ['successful', K.gfWordForm, '考查词性转换。one of the most + adj. + 复数名词，success→successful。'],
      ['helped', K.gfVerb, '考查时态。in the 1980s表示过去，用一般过去时。'],
      ['to win', K.gfNonfinite, '考查不定式。lead sb to do sth“带领某人做某事”。'],
      ['determination', K.gfWordForm, '考查词性转换。her后接名词，determine→determination。'],
      ['winning', K.gfNonfinite, '考查动名词作主语。'],
      ['how', K.gfConj, '考查宾语从句。care about后的宾语从句不缺成分，表示“如何成长”，用how。'],
      ['guidance', K.gfWordForm, '考查词性转换。under one\'s guidance“在某人的指导下”。'],
      ['bravely', K.gfWordForm, '考查副词。修饰动词face用副词。'],
      ['who', K.gfConj, '考查非限制性定语从句。先行词Michael Jordan指人，在从句中作主语。'],
      ['because', K.gfConj, '考查原因状语从句。他成功是因为一次次失败却从不放弃。'],
    ],
  },
  {
    topic: '课文复述：旅行·探索秘鲁',
    difficulty: 2,
    grade: 1,
    text: `
Peru is a country in South America [[1]] (know) for its varied geography and ancient culture. The Amazon rainforest, [[2]] covers about 60 percent of the country, is home to thousands of plants and animals. Machu Picchu, an ancient Inca city [[3]] (build) in the 15th century, sits high in the Andes Mountains. Visitors can travel there by train or, if they are [[4]] (energy), walk along the Inca Trail for four days. In Cusco, the former capital of the Inca Empire, tourists can see old buildings and enjoy [[5]] (tradition) music. Lake Titicaca, the [[6]] (high) lake in the world that large boats can travel on, is another popular place to visit.

Spanish is [[7]] most widely spoken language in Peru, but many people also speak Quechua. If you [[8]] (plan) a trip to Peru, remember [[9]] (bring) warm clothes for the mountains and light clothes for the rainforest. A visit to Peru will be an experience [[10]] you will never forget.`,
    answers: [
      ['known', K.gfNonfinite, '考查过去分词作后置定语。be known for“因……而闻名”。'],
      ['which', K.gfConj, '考查非限制性定语从句。先行词The Amazon rainforest指物，在从句中作主语。'],
      ['built', K.gfNonfinite, '考查过去分词作后置定语。城市“被建造”，表被动。'],
      ['energetic', K.gfWordForm, '考查词性转换。系动词are后接形容词，energy→energetic。'],
      ['traditional', K.gfWordForm, '考查词性转换。修饰名词music用形容词。'],
      ['highest', K.gfCompare, '考查最高级。the + 最高级 + in the world。'],
      ['the', K.gfArtPrep, '考查冠词。形容词最高级前用定冠词the。'],
      ['plan/are planning', K.gfVerb, '考查时态。条件状语从句用一般现在时（或现在进行时）表将来。'],
      ['to bring', K.gfNonfinite, '考查不定式。remember to do sth“记得要做某事”（未做）。'],
      ['that/which', K.gfConj, '考查定语从句。先行词experience在从句中作宾语，用that或which。'],
    ],
  },
  {
    topic: '课文复述：青少年生活·高一新生的挑战',
    difficulty: 2,
    grade: 1,
    text: `
Adam is a freshman at senior high school. For him, the first week was full of [[1]] (challenge). First, he had to choose his courses. His [[2]] (advise) suggested that he take advanced maths, but Adam was worried that it would be too difficult for him. Then he [[3]] (sign) up for the school football team, though he was not sure [[4]] he was good enough. He also found it [[5]] (confuse) to find his way around the large school. What's more, the classes were harder than those in junior high school, and he had to get used to [[6]] (have) more homework. He also wanted to make new friends, but he felt a bit awkward when he talked to people he didn't know, [[7]] made him feel lonely.

Despite these problems, Adam was determined [[8]] (take) them on. He believed that if he worked hard and stayed positive, he [[9]] (make) progress. He looked forward to [[10]] (become) a better person in senior high school.`,
    answers: [
      ['challenges', K.gfNounPron, '考查名词复数。be full of后接可数名词复数。'],
      ['adviser/advisor', K.gfWordForm, '考查词性转换。His后接名词，指人“指导老师”，advise→adviser。'],
      ['signed', K.gfVerb, '考查时态。叙述过去的事情用一般过去时，sign up for“报名参加”。'],
      ['whether/if', K.gfConj, '考查宾语从句。be not sure whether/if...“不确定是否……”。'],
      ['confusing', K.gfWordForm, '考查形容词。find it + adj. + to do，修饰事物用confusing。'],
      ['having', K.gfNonfinite, '考查动名词。get used to doing sth，to为介词。'],
      ['which', K.gfConj, '考查非限制性定语从句。which指代前面整个句子。'],
      ['to take', K.gfNonfinite, '考查不定式。be determined to do sth“决心做某事”。'],
      ['would make', K.gfVerb, '考查时态。主句为过去时，宾语从句表示过去将来，用would make。'],
      ['becoming', K.gfNonfinite, '考查动名词。look forward to doing sth，to为介词。'],
    ],
  },
];

export const ENGLISH_TEXT_FILL: TBankQuestion[] = TEXT_FILLS.map((t, i) =>
  question({
    key: `en-textfill-${pad3(i + 1)}`,
    subjectId: 8,
    type: '课文填空',
    title: `<p>根据课文内容，在空白处填入1个适当的单词或括号内单词的正确形式。</p>${passageHtml(t.text)}`,
    slaves: t.answers.map(([a, , why], n) => textSlave(String(n + 1), a, why)),
    analysis: `<p>【主题】${t.topic}。</p>${t.answers.map(([a, , why], n) => `<p>${n + 1}. ${a}\u3000${why}</p>`).join('')}`,
    difficulty: t.difficulty,
    knowledgePointIds: t.answers.map((a) => a[1]),
    grade: t.grade,
  }),
);

// ---------------------------------------------------------------- 选词填空

type TWordChoice = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; words: string[]; text: string; answers: TWordAnswer[] };

const WORD_CHOICES: TWordChoice[] = [
  {
    topic: '网络学习的利与弊',
    difficulty: 3,
    grade: 2,
    words: ['access', 'concentrate', 'flexible', 'interact', 'isolated', 'replace', 'motivation', 'convenient', 'instant', 'rely', 'schedule'],
    text: `
During the pandemic, online learning became part of daily life for millions of students. For some, it was surprisingly [[1]]: they could attend classes from home and watch recorded lessons again whenever they wanted. Online platforms also give students [[2]] to a huge range of resources, from lectures by top professors to interactive exercises. Because they can plan their own study [[3]], students learn to manage their time.

However, online learning has its drawbacks. Without classmates around, many students feel [[4]] and lonely. It is also harder to [[5]] at home, where phones, games and family members compete for attention. Students who lack [[6]] may easily fall behind. Teachers, too, find it difficult to [[7]] with students through a screen.

Most experts agree that online learning cannot completely [[8]] face-to-face teaching. The best approach may be a [[9]] mix of the two, in which students [[10]] on online tools for practice and research but still meet their teachers and classmates in person.`,
    answers: [
      ['convenient', '系动词was后接形容词，能在家上课、随时回看录播，说明很方便。'],
      ['access', 'give sb access to sth“使某人能获得某物”。'],
      ['schedule', 'plan their own study schedule“规划自己的学习时间表”。'],
      ['isolated', '与lonely并列，feel isolated“感到孤立”。'],
      ['concentrate', 'It is harder to do sth，在家有手机、游戏干扰，难以集中注意力。'],
      ['motivation', 'lack后接名词，缺乏学习动力的学生容易掉队。'],
      ['interact', 'interact with sb“与某人互动”。'],
      ['replace', 'cannot completely replace“不能完全取代”。'],
      ['flexible', '修饰名词mix，a flexible mix“灵活的结合”。'],
      ['rely', 'rely on“依靠，依赖”。多余的词为instant。'],
    ],
  },
  {
    topic: '塞罕坝：荒漠变林海',
    difficulty: 4,
    grade: 3,
    words: ['barren', 'restore', 'generations', 'determination', 'harsh', 'survive', 'remarkable', 'layer', 'miracle', 'shelter', 'shortage'],
    text: `
Sixty years ago, Saihanba in northern Hebei was a [[1]] land where sandstorms blew for much of the year. In 1962, a group of young foresters arrived, determined to [[2]] the forest that had once covered the area. Conditions were extremely [[3]]: winter temperatures fell below minus 40°C, and the workers lived in simple huts. In the first two years, most of the trees they planted failed to [[4]]. But they refused to give up. Through trial and error they developed new planting methods, and the survival rate rose above 90 percent.

Three [[5]] of workers have since planted trees on the land. Today Saihanba is the world's largest man-made forest, covering about 75,000 hectares. It acts as a green [[6]] that protects Beijing from sandstorms, and it helps relieve the water [[7]] in the region downstream. The story of Saihanba is often called a green [[8]]. In 2017 the Saihanba forest builders received the UN's Champions of the Earth award, a [[9]] honour that recognised their [[10]] over more than half a century.`,
    answers: [
      ['barren', '修饰名词land，a barren land“贫瘠的土地”，与风沙肆虐相符。'],
      ['restore', 'be determined to do sth，restore the forest“恢复森林”。'],
      ['harsh', '系动词were后接形容词，冒号后描述零下40度、住简易小屋，可见条件恶劣。'],
      ['survive', 'fail to do sth，前两年种下的树大多没能存活。'],
      ['generations', 'Three generations of workers“三代务林人”。'],
      ['shelter', 'a green shelter“绿色屏障”，保护北京免受风沙侵袭。'],
      ['shortage', 'relieve the water shortage“缓解缺水”。'],
      ['miracle', 'a green miracle“绿色奇迹”。'],
      ['remarkable', '修饰名词honour，a remarkable honour“非凡的荣誉”。'],
      ['determination', 'their后接名词，表彰他们半个多世纪的坚守与决心。多余的词为layer。'],
    ],
  },
  {
    topic: '音乐与大脑',
    difficulty: 3,
    grade: 2,
    words: ['benefit', 'emotion', 'boost', 'memory', 'soothing', 'distract', 'rhythm', 'release', 'reduce', 'instrument', 'patients'],
    text: `
Music is part of every human culture, and scientists are discovering how much it can [[1]] us. Listening to music we love causes the brain to [[2]] dopamine, a chemical linked to pleasure and reward. That is why a favourite song can [[3]] our mood almost instantly. Slow, [[4]] music, on the other hand, can lower the heart rate and [[5]] stress.

Music is also closely connected to [[6]]. A song from our teenage years can bring back people and places we had almost forgotten. Doctors use this effect to help [[7]] with memory loss: even when they can no longer recognise family members, many can still sing along to old songs.

Learning to play a musical [[8]] brings further advantages. It requires players to read notes, move their fingers and keep a steady [[9]] at the same time, which exercises many parts of the brain.

However, music can also [[10]] us. Studies suggest that songs with words may make it harder to read or write, so quiet background music without lyrics may be a better choice while studying.`,
    answers: [
      ['benefit', 'can后接动词原形，benefit us“使我们受益”。'],
      ['release', 'cause sb/sth to do，release dopamine“释放多巴胺”。'],
      ['boost', 'boost one\'s mood“提升情绪”。'],
      ['soothing', '与Slow并列修饰music，soothing“舒缓的”。'],
      ['reduce', '与lower并列，reduce stress“减轻压力”。'],
      ['memory', 'be connected to memory，下文讲歌曲唤起回忆和失忆症患者，均与记忆有关。'],
      ['patients', 'help patients with memory loss“帮助失忆的病人”。'],
      ['instrument', 'a musical instrument“乐器”。'],
      ['rhythm', 'keep a steady rhythm“保持稳定的节奏”。'],
      ['distract', 'However转折，音乐也会分散我们的注意力。多余的词为emotion。'],
    ],
  },
  {
    topic: '各国送礼习俗',
    difficulty: 2,
    grade: 1,
    words: ['appropriate', 'avoid', 'symbol', 'reject', 'custom', 'offend', 'wrapped', 'respect', 'unlucky', 'numbers', 'generous'],
    text: `
Giving gifts is a common [[1]] in almost every culture, but what counts as a good gift varies from place to place. A present that is welcome in one country might [[2]] people in another.

In China, for example, clocks are usually not given as presents because the phrase "giving a clock" sounds like a phrase related to death. Some [[3]] also carry special meanings: four is considered [[4]], while eight is popular because it sounds like the word for wealth. Traditionally, people may politely [[5]] a gift once or twice before accepting it, so as not to seem greedy.

In Japan, how a gift is [[6]] matters as much as the gift itself. Gifts are usually given and received with both hands as a sign of [[7]]. In many Western countries, by contrast, people often open a gift immediately in front of the giver to show their pleasure.

The best advice for travellers is to learn about local customs before visiting. If you are not sure what is [[8]], ask a local friend. Flowers, for instance, may seem safe, but white flowers are a [[9]] of sadness and death in some countries. A little research can help you [[10]] embarrassing mistakes.`,
    answers: [
      ['custom', 'a common custom“一种普遍的习俗”。'],
      ['offend', 'might后接动词原形，offend people“冒犯他人”，与welcome形成对比。'],
      ['numbers', '下文提到four和eight，可知是“一些数字”。'],
      ['unlucky', 'be considered + adj.，“四”被认为不吉利，与eight is popular形成对比。'],
      ['reject', 'politely reject a gift“礼貌地推辞礼物”，before accepting it是提示。'],
      ['wrapped', 'how a gift is wrapped“礼物如何包装”，被动语态。'],
      ['respect', 'as a sign of respect“作为尊重的标志”。'],
      ['appropriate', 'what is appropriate“什么是合适的”。'],
      ['symbol', 'a symbol of...“……的象征”。'],
      ['avoid', 'help sb (to) do sth，avoid mistakes“避免错误”。多余的词为generous。'],
    ],
  },
];

export const ENGLISH_WORD_CHOICE: TBankQuestion[] = WORD_CHOICES.map((w, i) => {
  const box = w.words.map((word, n) => `${letter(n)}. ${word}`).join('&nbsp;&nbsp;&nbsp;');
  return question({
    key: `en-wordchoice-${pad3(i + 1)}`,
    subjectId: 8,
    type: '选词填空',
    title: `<p>从方框中选择恰当的单词填空，每词限用一次。方框中有一个词是多余的。</p>${tableHtml([[box]])}${passageHtml(w.text)}`,
    slaves: w.answers.map(([a, why], n) => textSlave(String(n + 1), `${letter(w.words.indexOf(a))}. ${a}`, why)),
    analysis: `<p>【主题】${w.topic}。</p>${w.answers.map(([a, why], n) => `<p>${n + 1}. ${a}\u3000${why}</p>`).join('')}`,
    difficulty: w.difficulty,
    knowledgePointIds: [K.clWord, K.gfWordForm, K.phrase],
    grade: w.grade,
  });
});
