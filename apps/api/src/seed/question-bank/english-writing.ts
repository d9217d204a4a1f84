/**
 * Writing types: 书面表达 (应用文, 图表, 提纲 and 话题 writing), 读后续写 (a story to continue
 * from two given paragraph openings) and 概要写作 (a summary of about 60 words). The answer is a
 * sample essay (范文), the analysis a Chinese writing guide.
 */
import { KP_EN as K, passageHtml, pad3, para, question } from './helpers.js';
import type { TBankDifficulty, TBankGrade, TBankQuestion } from './types.js';

/** An essay to HTML: paragraphs separated by blank lines, single line breaks kept. */
export function essayHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${p.trim().split(/\s*\n\s*/).join('<br/>')}</p>`)
    .join('');
}

type TComposition = { topic: string; kp: number; difficulty: TBankDifficulty; grade: TBankGrade; prompt: string[]; sample: string; guide: string };

const COMPOSITIONS: TComposition[] = [
  {
    topic: '邀请外教参加英语戏剧节',
    kp: K.wApplied,
    difficulty: 2,
    grade: 1,
    prompt: ['假定你是李华，你校将于下周五举办英语戏剧节。请给外教Chris写一封邮件，邀请他参加。内容包括：', '1. 活动时间和地点；2. 活动内容；3. 希望他担任评委。', '注意：1. 写作词数应为80左右；2. 可以适当增加细节，以使行文连贯。'],
    sample: `Dear Chris,

I'm writing to invite you to our school's English Drama Festival, which will be held in the school hall from 2:30 to 5:00 pm next Friday.

Eight classes will perform short plays adapted from famous stories, such as Romeo and Juliet and The Million Pound Bank Note. Each play will last about fifteen minutes, and there will be a prize-giving ceremony at the end.

As you know a lot about English drama, we would be honoured if you could be one of our judges. Your comments would mean a great deal to us.

Looking forward to your reply.

Yours,
Li Hua`,
    guide: '本文为邀请信。首段开门见山说明写信目的及时间地点；第二段介绍活动内容，适当增加剧目、时长等细节；第三段礼貌提出请求，使用would be honoured if you could...等委婉句式；结尾期待回复。时态以一般将来时为主。',
  },
  {
    topic: '我与传统文化：书法',
    kp: K.wTopic,
    difficulty: 3,
    grade: 1,
    prompt: ['你校英文报正在开展“我与传统文化”征文活动。请你写一篇短文投稿，内容包括：', '1. 活动名称及简介；2. 你的亲身经历；3. 你的感受。', '注意：写作词数应为100左右；短文须拟一个标题。'],
    sample: `My Experience with Chinese Calligraphy

Chinese calligraphy, the art of writing characters with a brush and ink, has a history of thousands of years. It is not only a way of writing but also a way of expressing one's feelings.

I started learning calligraphy when I was ten. At first, I found it boring to practise the same strokes again and again, and my characters always looked shaky. With my teacher's encouragement, however, I kept practising for half an hour every day. Last year, one of my works won second prize in a city competition.

Calligraphy has taught me patience and concentration. Whenever I feel stressed, picking up a brush calms me down. I believe this ancient art deserves to be passed on to future generations.`,
    guide: '本文为话题作文。按“简介—经历—感受”三段布局，经历部分用过去时，简介与感受用一般现在时。文中使用了同位语、find it + adj. + to do、动名词作主语、deserve to be done等句式，语言丰富；结尾升华主题。',
  },
  {
    topic: '给寄宿家庭的感谢信',
    kp: K.wApplied,
    difficulty: 2,
    grade: 2,
    prompt: ['假定你是李华，上个月你作为交换生在英国Brown一家寄宿两周。回国后请给他们写一封感谢信，内容包括：', '1. 表示感谢；2. 回忆难忘的经历；3. 邀请他们来中国。', '注意：写作词数应为80左右。'],
    sample: `Dear Mr and Mrs Brown,

I am writing to thank you for your warm hospitality during my two-week stay in London last month. Thanks to you, I felt at home in a foreign country from the very first day.

I will never forget the weekend we spent in the countryside. You taught me how to make a traditional Sunday roast, and in return I cooked dumplings for you. It was great fun comparing our food cultures around the dinner table. Your patience also helped me improve my spoken English a lot.

If you have a chance, please come and visit China. I would love to show you around Beijing and take you to taste Peking duck.

Best wishes,
Li Hua`,
    guide: '感谢信要做到感谢具体、情感真挚。首段点明感谢原因；第二段用具体细节回忆难忘经历，避免空泛；末段发出邀请。可积累的表达：warm hospitality, feel at home, in return, show sb around。',
  },
  {
    topic: '图表作文：学生课外使用手机时间调查',
    kp: K.wChart,
    difficulty: 4,
    grade: 2,
    prompt: ['某校对高一500名学生每天课外使用手机的时间进行了调查，结果如下：不到1小时占20%，1至2小时占45%，2至3小时占25%，3小时以上占10%。', '请根据以上数据写一篇短文，内容包括：1. 描述调查结果；2. 分析原因；3. 提出你的建议。', '注意：写作词数应为100左右。'],
    sample: `Recently, a survey on how much time students spend on their mobile phones after class was conducted among 500 Senior One students in our school. According to the results, 45% of the students use their phones for one to two hours a day, and 25% for two to three hours. Only 20% spend less than an hour, while 10% use their phones for more than three hours.

There are several reasons for this. Phones make it easy to look up information and chat with friends. Moreover, short videos and online games are so attractive that many students find it hard to stop.

In my opinion, we should use phones wisely. For one thing, we can set a time limit each day. For another, we should spend more time on sports and reading. Only in this way can we make phones our helpers rather than our masters.`,
    guide: '图表作文须准确描述数据，不遗漏、不改动。描述数据时可用According to the results、while表对比等表达；分析原因用Moreover等衔接；建议部分用For one thing... For another...，结尾使用Only in this way can we...倒装句增色。'
  },
  {
    topic: '广播稿：高中生如何保持健康',
    kp: K.wOutline,
    difficulty: 3,
    grade: 1,
    prompt: ['你校英语广播站“Healthy Life”栏目征稿。请以“How to Stay Healthy in Senior High”为题写一篇短文，内容包括：', '1. 合理饮食；2. 坚持锻炼；3. 保证睡眠。', '注意：写作词数应为100左右。'],
    sample: `How to Stay Healthy in Senior High

Senior high school life is busy and stressful, so it is important for us to take good care of our health. Here are some suggestions.

First, we should have a balanced diet. Eating plenty of fruit and vegetables and drinking enough water helps us stay energetic, while too much fast food and too many sugary drinks do us harm. Never skip breakfast, as it is the most important meal of the day.

Second, it is necessary to take regular exercise. Even thirty minutes of running or playing ball games a day can make us stronger and help us relax.

Last but not least, we need enough sleep. Going to bed on time allows our brains to rest and helps us learn more efficiently the next day.

Remember, good health is the foundation of good grades. Let's start from now!`,
    guide: '提纲作文要逐条覆盖要点。用First, Second, Last but not least使层次清晰；每个要点给出理由或细节；广播稿可用祈使句和号召性结尾拉近与听众的距离。'
  },
  {
    topic: '回信介绍学校的劳动课',
    kp: K.wApplied,
    difficulty: 3,
    grade: 2,
    prompt: ['假定你是李华，你的英国笔友Tom来信询问你们学校的劳动教育情况。请给他回信，内容包括：', '1. 劳动课的内容；2. 你的收获。', '注意：写作词数应为80左右。'],
    sample: `Dear Tom,

I'm glad to hear from you. In your last letter, you asked about labour education in our school. Now let me tell you something about it.

Every Wednesday afternoon we have a labour class. Our school has a small farm behind the teaching building, where each class looks after its own piece of land. We plant vegetables such as tomatoes and cucumbers, water them and pull up weeds. Besides, we take turns cleaning the classroom and helping in the school canteen.

Through these activities, I have not only learned some practical skills but also realised how hard farmers work. Now I never waste food. What's more, working together has brought my classmates and me closer.

What about labour education in your school? Please write back soon.

Yours,
Li Hua`,
    guide: '回信开头回应来信，说明写信目的；主体介绍劳动课的时间、地点和内容，用where引导定语从句、take turns doing等表达；收获部分使用not only...but also...；结尾反问对方并期待回信，使交流自然。'
  },
  {
    topic: '倡议书：光盘行动',
    kp: K.wApplied,
    difficulty: 3,
    grade: 3,
    prompt: ['为响应“光盘行动”，你校学生会拟在校园内发出倡议。请你用英语写一篇倡议书，内容包括：', '1. 浪费现象；2. 倡议内容；3. 号召大家行动。', '注意：写作词数应为100左右；标题已给出（Say No to Food Waste）。'],
    sample: `Say No to Food Waste

Dear fellow students,

Every day in our school canteen, a large amount of food is thrown away. Some students take more than they can eat, while others simply leave the dishes they don't like. Such waste is shocking, considering that many people around the world still go hungry.

To change the situation, we'd like to make the following proposals. First, take only as much food as you can finish. If you are still hungry, you can always go back for more. Second, if you can't finish your meal, ask for a smaller portion next time. Third, remind your friends to clear their plates and set a good example.

Saving food is not just a good habit; it shows respect for the hard work of farmers and cooks. Let's join the "Clean Plate" campaign and act now!

The Student Union`,
    guide: '倡议书结构为“现象—倡议—号召”。现象描述要具体；倡议部分多用祈使句并分条列出；结尾升华意义并发出号召。注意落款为学生会。'
  },
  {
    topic: '申请担任城市马拉松志愿者',
    kp: K.wApplied,
    difficulty: 3,
    grade: 2,
    prompt: ['假定你是李华，你市将举办国际马拉松赛，组委会正在招募志愿者。请写一封申请信，内容包括：', '1. 个人情况；2. 申请理由；3. 期盼回复。', '注意：写作词数应为80左右。'],
    sample: `Dear Sir or Madam,

I'm Li Hua, a Senior Two student at No. 1 High School. Having learned that you are looking for volunteers for the International Marathon next month, I am writing to apply.

I believe I am qualified for the position. First, I speak good English and can communicate with foreign runners easily. Second, as a member of the school running club, I know a lot about long-distance running and first aid. Third, I am warm-hearted and responsible, and I have volunteered at several sports events before.

I would feel honoured to serve the runners and show our city's hospitality to the world. I would appreciate it if you could consider my application. Looking forward to your reply.

Yours faithfully,
Li Hua`,
    guide: '申请信要突出自身优势与岗位的匹配度。开头用现在分词短语Having learned...点明写信缘由；主体分点陈述理由；结尾使用I would appreciate it if...等礼貌用语。称呼与落款对应：Dear Sir or Madam—Yours faithfully。'
  },
  {
    topic: '通知：英语演讲比赛',
    kp: K.wApplied,
    difficulty: 2,
    grade: 1,
    prompt: ['假定你是学生会主席李华，请为学校即将举办的英语演讲比赛写一则通知，内容包括：', '1. 比赛时间、地点；2. 比赛主题；3. 参赛方式。', '注意：写作词数应为80左右。'],
    sample: `Notice

To improve students' spoken English and build their confidence, an English speech contest will be held in the school lecture hall at 3:00 pm on Friday, November 15th.

The theme of the contest is "My Dream, My Future". Each speaker will have five minutes to share his or her dream and explain how to achieve it. Speeches will be judged on content, pronunciation and performance, and prizes will be given to the top three speakers.

All students are welcome to take part. If you are interested, please send your name, class and speech title to the Student Union before November 8th.

Come and show yourself!

The Student Union
November 1st`,
    guide: '通知的要素为目的、时间、地点、内容、参加方式及联系方式。正文多用被动语态（will be held, will be judged, will be given）显得客观正式；结尾可加一句号召语，落款写发布单位和日期。'
  },
  {
    topic: '高中生假期是否应该做兼职',
    kp: K.wTopic,
    difficulty: 4,
    grade: 3,
    prompt: ['你班正在讨论“高中生是否应该在假期做兼职”。请写一篇短文，内容包括：', '1. 支持和反对的观点；2. 你的看法及理由。', '注意：写作词数应为100左右；短文须拟一个标题。'],
    sample: `Should High School Students Take Part-time Jobs?

Recently, our class had a heated discussion about whether senior high students should take part-time jobs during the holidays.

Some students are in favour of the idea. They believe that part-time work helps them learn about society, develop communication skills and understand how hard it is to earn money. Besides, they can earn some pocket money on their own.

Others, however, are against it. In their opinion, students should focus on their studies, and part-time jobs may take up too much time and energy. Some also worry about safety problems.

As far as I am concerned, a suitable part-time job during the holidays is a valuable experience, as long as it is safe and does not affect our studies. For example, working in a library or helping at a community centre is a good choice.`,
    guide: '观点对比类作文常用“引出话题—正方观点—反方观点—个人看法”的结构。Some... Others, however...使对比清晰；表达个人观点时用As far as I am concerned, as long as等，并举例支撑。'
  },
];

export const ENGLISH_COMPOSITION: TBankQuestion[] = COMPOSITIONS.map((c, i) =>
  question({
    key: `en-composition-${pad3(i + 1)}`,
    subjectId: 8,
    type: '书面表达',
    title: c.prompt.map(para).join(''),
    answer: `<p>【参考范文】</p>${essayHtml(c.sample)}`,
    analysis: `<p>【主题】${c.topic}。</p>${para(c.guide)}`,
    difficulty: c.difficulty,
    knowledgePointIds: [c.kp],
    grade: c.grade,
  }),
);

// ---------------------------------------------------------------- 读后续写

type TContinuation = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; story: string; openings: [string, string]; sample: string; guide: string };

const CONTINUATIONS: TContinuation[] = [
  {
    topic: '风雪夜寻找老狗',
    difficulty: 4,
    grade: 3,
    story: `
Emma had lived on her family's farm in the mountains all her life, and Max, a golden retriever, had been her best friend for eight of her fifteen years. He was getting old now. His face had turned grey and he no longer ran after every rabbit he saw.

That was why Emma was so surprised that afternoon. She was walking Max along the edge of the forest when a rabbit jumped out of the bushes. Before she could grab his collar, Max was off, disappearing among the trees. "Max! Come back!" she shouted. But the only answer was the wind.

Snow had started to fall. Emma ran home to tell her father. "It'll be dark in an hour," Dad said, looking at the sky with a worried face. "I'll go and look for him. You stay here in case he comes back." Emma waited by the window. Minutes felt like hours. The snow grew heavier, covering the path that led into the forest.

When her father came back alone an hour later, his face told her everything. "I couldn't find him," he said quietly. "We'll search again in the morning." But Emma knew that an old dog could not survive a night in the freezing cold. While her parents were busy in the kitchen, she put on her thickest coat, took a torch and her father's whistle, and slipped out of the back door.

She followed the path she and Max always took, blowing the whistle every few minutes. The torch made a small circle of light in the darkness. Her feet were frozen, and she was beginning to feel afraid.`,
    openings: ['Suddenly, Emma heard a weak bark coming from the bottom of a slope.', 'When they finally reached the farmhouse, Dad was standing at the door.'],
    sample: `Suddenly, Emma heard a weak bark coming from the bottom of a slope. She pointed her torch downwards and saw a pair of familiar eyes shining in the light. It was Max! He had slipped down the slope and got his leg caught between two rocks. Carefully, Emma climbed down, holding on to the branches. She moved the smaller rock bit by bit until Max could pull his leg free. Then she wrapped her scarf around him and half-carried, half-dragged him up the slope. Every step was hard, but she kept telling herself, "We're going home, Max."

When they finally reached the farmhouse, Dad was standing at the door. For a moment he looked angry, but then he saw Max in her arms and his face softened. He rushed forward and carried the dog inside to the warm fire. Mum wrapped a blanket around Emma's shoulders. "You should never have gone out alone," Dad said, "but I'm proud of you." Emma knew he was right about the danger. Lying beside Max that night, she promised herself that next time she would ask for help instead of acting alone.`,
    guide: '续写第一段须衔接“听到叫声”，写出发现、施救和艰难返回的过程，多用动作描写（pointed, climbed down, wrapped, half-carried）；第二段从父亲的情绪变化入手，由生气到心软再到骄傲，结尾让主人公反思独自冒险的危险，使主题更完整。'
  },
  {
    topic: '音乐会上断了的琴弦',
    difficulty: 4,
    grade: 2,
    story: `
For three months, Lily had practised her violin every evening after school. She had been chosen to play a solo at the school's New Year concert, and she wanted everything to be perfect. Her grandmother, who had given her the violin, had promised to come and watch.

On the night of the concert, the hall was full. Lily stood behind the curtain, her hands cold with nerves. She could see her grandmother sitting in the third row, smiling. When her name was called, Lily walked onto the stage, lifted her violin and began to play.

The first part went smoothly. But just as she reached the most difficult passage, there was a sharp snap. One of the strings had broken. The music stopped. For a moment, the hall was completely silent. Lily's face went red. She looked at the audience, then at her music teacher, Mr Wang, who was sitting at the piano beside the stage. She wanted to run away.

She hurried off the stage, tears in her eyes. Behind the curtain, she looked down at the broken string hanging from her violin. "It's over," she whispered. Then she heard footsteps. It was Mr Wang. He handed her a new string without saying a word, and then he smiled. "The audience is still waiting," he said. "Do you want them to remember the broken string, or the music?"`,
    openings: ['Lily took a deep breath and walked back onto the stage.', 'After the concert, Lily\'s grandmother came backstage.'],
    sample: `Lily took a deep breath and walked back onto the stage. To her surprise, the audience began to clap, softly at first and then more loudly. She looked at her grandmother, who nodded at her encouragingly. Lily raised her violin, closed her eyes for a second and started again from the beginning. This time her hands were steady. When she reached the difficult passage, she played it more beautifully than she ever had in practice. As the last note faded away, the whole hall stood up and cheered.

After the concert, Lily's grandmother came backstage. She held Lily's hands and said, "I have heard you play many times, but tonight was the best." Lily laughed through her tears. "But I made a terrible mistake," she said. Her grandmother shook her head. "A string breaking is not a mistake. What matters is that you came back." Lily put the broken string into her violin case. She decided to keep it forever, as a reminder that courage is not about never failing, but about starting again.`,
    guide: '第一段要写出Lily重返舞台时的心理变化与观众的反应，用掌声、奶奶的点头等细节烘托；第二段通过祖孙对话点明主旨。以“留下断弦作纪念”收尾，物象呼应前文，主题自然升华：勇气不是从不失败，而是重新开始。'
  },
  {
    topic: '踢碎邻居的玻璃之后',
    difficulty: 3,
    grade: 2,
    story: `
Mr Liu lived alone in the flat below ours. He was a retired engineer with grey hair and a serious face, and all the children in our building were a little afraid of him. Whenever we played football in the yard, he would open his window and shout, "Too noisy! Go and play somewhere else!"

One Saturday afternoon, my friends and I were playing football in the yard as usual. I kicked the ball as hard as I could, hoping to score. Instead, the ball flew over my friend's head and straight into Mr Liu's kitchen window. With a loud crash, the glass broke into pieces.

My friends ran off in all directions. I stood there, frozen. My heart was beating fast. Nobody had seen who had kicked the ball. I could run away too, and Mr Liu would never know it was me. I thought about the money I had saved for a new pair of trainers, and about how angry Mr Liu would be.

Then I remembered what my father always said: "A real man takes responsibility for what he does." I picked up the ball slowly, walked into the building and climbed the stairs to Mr Liu's door. My hand was shaking as I knocked.`,
    openings: ['The door opened, and Mr Liu stood there looking at me.', 'From that day on, the yard was no longer a battlefield.'],
    sample: `The door opened, and Mr Liu stood there looking at me. "I... I broke your window," I said in a small voice. "I'm very sorry. I'll pay for it with my savings." He said nothing for a long moment. Then, to my surprise, the corners of his mouth turned up. "You are the first child who has ever come to say sorry," he said. He invited me in and showed me the broken glass on the kitchen floor. Together we swept it up, and he explained how to measure the window frame for a new piece of glass. As he talked, I realised he was not as frightening as I had thought.

From that day on, the yard was no longer a battlefield. Mr Liu helped us mark out a proper football pitch far from the windows, and sometimes he even came down to be our referee. He told us stories about the bridges he had built when he was young. I paid for half of the new glass, and he insisted on paying the rest. Whenever I pass his window now, I remember that admitting a mistake can turn a stranger into a friend.`,
    guide: '第一段写“我”认错以及刘爷爷出人意料的反应，语言、神态描写要细腻；第二段写关系的转变，用“划定球场”“当裁判”“讲修桥故事”等细节体现邻里和解。结尾点题：勇于承认错误能化陌生为朋友。'
  },
  {
    topic: '养老院里冷漠的老人',
    difficulty: 5,
    grade: 3,
    story: `
When Anna signed up to volunteer at Sunshine Care Home, she imagined sweet old ladies who would smile and thank her for visiting. Mrs Green was nothing like that.

"I don't need anyone to read to me," the old woman said on Anna's first visit, without turning her head from the window. "Go and help someone else." Anna tried to start a conversation about the weather, then about the garden. Mrs Green answered with one word or not at all. After twenty minutes, Anna gave up and left, feeling hurt.

The same thing happened the next week, and the week after that. Anna complained to the nurse in charge. "Maybe I should visit a different resident," she said. The nurse sighed. "Mrs Green was a music teacher for forty years," she said. "Last year she lost most of her sight. Her only son lives abroad and rarely calls. She hasn't had a real visitor in months."

Anna felt ashamed. She had thought only about her own feelings. On her way home, she passed a second-hand shop and saw an old CD of piano music in the window. She remembered that Mrs Green always sat facing the window, as if she were waiting for something. Anna went into the shop.`,
    openings: ['The following Saturday, Anna knocked on Mrs Green\'s door with the CD in her hand.', 'Months later, when Anna\'s volunteering programme came to an end, she found it hard to say goodbye.'],
    sample: `The following Saturday, Anna knocked on Mrs Green's door with the CD in her hand. "I'm not here to read to you," she said gently. "I thought we could listen to some music together." Before Mrs Green could refuse, Anna put the CD into the old player on the shelf. As the first notes of the piano filled the room, the old woman's hands, which had been tightly closed, slowly relaxed. "Chopin," she whispered. "I used to teach this piece." For the first time, she turned away from the window and began to talk, about her students, her concerts and the music she loved.

Months later, when Anna's volunteering programme came to an end, she found it hard to say goodbye. Mrs Green had become her friend, and Anna had even started taking piano lessons, practising the pieces the old woman described. On her last visit, Mrs Green placed a small music box in Anna's hands. "You gave me back my music," she said. Anna smiled, her eyes wet. She had learned that behind every cold face there may be a lonely heart, waiting for someone patient enough to listen.`,
    guide: '本文情节转折在于Anna从抱怨到理解。续写第一段以音乐为钥匙打开老人的心扉，用“紧握的双手慢慢松开”“第一次从窗前转过身”等细节展现变化；第二段写友谊的深化与告别，以音乐盒作为信物呼应音乐主线，最后点明主旨。'
  },
];

export const ENGLISH_CONTINUATION: TBankQuestion[] = CONTINUATIONS.map((c, i) =>
  question({
    key: `en-continuation-${pad3(i + 1)}`,
    subjectId: 8,
    type: '读后续写',
    title: `<p>阅读下面材料，根据其内容和所给段落开头语续写两段，使之构成一篇完整的短文。</p>${passageHtml(c.story)}<p>注意：1. 续写词数应为150左右；2. 请按如下格式作答。</p><p>Paragraph 1: ${c.openings[0]}</p><p>Paragraph 2: ${c.openings[1]}</p>`,
    answer: `<p>【参考范文】</p>${essayHtml(c.sample)}`,
    analysis: `<p>【主题】${c.topic}。</p>${para(c.guide)}`,
    difficulty: c.difficulty,
    knowledgePointIds: [K.wContinuation],
    grade: c.grade,
  }),
);

// ---------------------------------------------------------------- 概要写作

type TSummary = { topic: string; difficulty: TBankDifficulty; grade: TBankGrade; text: string; sample: string; guide: string };

const SUMMARIES: TSummary[] = [
  {
    topic: '纸质阅读与屏幕阅读',
    difficulty: 4,
    grade: 3,
    text: `
As more and more reading moves onto screens, researchers have been asking an important question: do we understand what we read on a screen as well as what we read on paper?

A review of dozens of studies involving more than 170,000 readers suggests that the answer is no, at least for some kinds of text. When people read informational texts such as textbooks or news reports, they understood and remembered more from paper than from screens. Interestingly, the difference was not found for stories read for pleasure.

Researchers offer several explanations. One is that screen reading encourages skimming. Because we are used to scrolling quickly through social media, we tend to move our eyes faster and read less carefully on a screen. Another explanation involves the physical book itself. The weight of the pages in our hands and the position of a paragraph on a page help us build a kind of mental map of the text, which makes information easier to recall. Screens, where the text flows continuously, provide fewer such clues.

Time pressure made the difference larger. When readers were given limited time, those reading on paper performed much better, possibly because screen readers become overconfident and rush through the text.

This does not mean we should give up digital reading, which is convenient and often environmentally friendly. Instead, experts suggest choosing paper for texts that require deep understanding, slowing down on purpose when reading on screens, and taking notes by hand to stay focused.`,
    sample: `Studies show that people understand and remember informational texts better on paper than on screens, though this is not true of stories. Screens may encourage skimming and offer fewer physical clues for building a mental map of the text, and time pressure widens the gap. Experts suggest using paper for deep reading, slowing down on screens and taking notes by hand.`,
    guide: '概要写作须抓住“研究发现—原因—建议”三层信息。用自己的语言转述，如将encourages skimming与provide fewer clues合并为一句；删去具体数字等细节，控制在60词左右，不加入个人观点。'
  },
  {
    topic: '垂直农场',
    difficulty: 4,
    grade: 3,
    text: `
By 2050, around two thirds of the world's population is expected to live in cities. Feeding all these people will be a huge challenge, especially as farmland is lost to building and climate change makes harvests less reliable. One possible answer is growing food in the cities themselves, in so-called vertical farms.

A vertical farm is an indoor farm in which crops are grown in layers stacked one above another, often inside old warehouses or even shipping containers. Instead of soil, plants grow in water containing nutrients, and LED lights replace the sun. Computers control the temperature, humidity and light for each crop.

The advantages are impressive. Because conditions are controlled, crops can be harvested all year round, whatever the weather. Vertical farms use up to 95 percent less water than traditional fields, and as they are indoors, they need few or no pesticides. Food grown close to consumers also travels shorter distances, so it arrives fresher.

However, vertical farming has serious limitations. Running the lights and climate systems requires a great deal of electricity, which makes the produce expensive and, unless renewable energy is used, not as green as it seems. At present, the method works best for leafy vegetables and herbs, which grow quickly; staple crops such as wheat and rice are far too costly to grow this way.

For now, vertical farms are unlikely to replace traditional agriculture. But as energy becomes cleaner and cheaper, they may become an important part of how cities feed themselves.`,
    sample: `To help feed growing city populations, vertical farms grow crops indoors in stacked layers, using nutrient-rich water and LED lights under computer control. They produce food all year round, save water, need few pesticides and supply fresher food. However, they use a lot of electricity and only suit fast-growing vegetables, so they will probably add to rather than replace traditional farming.`,
    guide: '原文结构为“背景—定义—优点—局限—展望”。概要要依次概括，优点与局限用However连接，展望部分用so they will probably...概括作者观点。注意同义替换，如replace the sun改写为under LED lights。'
  },
  {
    topic: '表扬努力还是表扬聪明',
    difficulty: 5,
    grade: 3,
    text: `
"You're so clever!" It sounds like the perfect thing to say to a child who has just solved a difficult problem. But research by psychologists suggests that this kind of praise may actually do more harm than good.

In a well-known series of experiments, hundreds of children were given a set of fairly easy puzzles. Afterwards, some were praised for their intelligence ("You must be smart at this"), while others were praised for their effort ("You must have worked really hard"). The children were then offered a choice between a harder puzzle and an easier one.

The results were striking. Most of the children praised for intelligence chose the easy puzzle, as if they did not want to risk looking less clever. In contrast, the great majority of those praised for effort chose the challenging one. Later, when all the children were given very difficult puzzles, those praised for intelligence became discouraged and performed worse on a final test, while the effort group kept trying and improved.

Researchers explain that praising intelligence teaches children that ability is fixed: you either have it or you don't. Failure then feels like proof that they are not smart. Praising effort, by contrast, teaches them that ability can grow through hard work, so difficulties become chances to learn.

This does not mean that adults should praise children for every attempt. The most useful praise is specific and honest, focusing on the strategies children used, the effort they made and the progress they achieved.`,
    sample: `Research shows that praising children for intelligence can be harmful. In experiments, children praised for being smart avoided challenges and lost confidence after failing, while those praised for effort chose harder tasks and improved. Praising intelligence suggests ability is fixed, whereas praising effort teaches that it can grow. Adults should give specific, honest praise about strategies, effort and progress.`,
    guide: '本文为实验说明类文章，概要应包括观点、实验结果、原因解释和建议四部分。实验过程可高度压缩，重点概括两组儿童的不同表现；用whereas, while等连词体现对比。'
  },
  {
    topic: '太空垃圾',
    difficulty: 6,
    grade: 3,
    text: `
Since the launch of the first artificial satellite in 1957, humans have sent thousands of objects into space. Many of them are still there. Old satellites that no longer work, used rocket parts and tiny pieces from collisions now circle the Earth at speeds of up to 28,000 kilometres per hour. Scientists call this space debris, or space junk.

Even a small piece of debris can cause serious damage. At such high speeds, a fragment just one centimetre across can hit with the energy of an exploding hand grenade. The International Space Station has had to change its orbit dozens of times to avoid collisions, and astronauts have sometimes taken shelter in their spacecraft when debris passed close by.

The greatest fear is a chain reaction. If two large objects collide, they break into thousands of new fragments, each of which could hit another object, creating even more debris. Some experts warn that, in the worst case, certain orbits could become too dangerous to use, affecting services we rely on every day, such as weather forecasting, navigation and communication.

Several solutions are being explored. New rules require satellites to leave orbit within a set period after their missions end, usually by falling back and burning up in the atmosphere. Engineers are also testing ways to remove existing debris, including nets, robotic arms and harpoons. Meanwhile, tracking systems are improving, allowing operators to predict and avoid collisions more accurately.

Cleaning up space will be expensive and technically difficult, but most scientists agree that the cost of doing nothing could be far higher.`,
    sample: `Space debris, such as dead satellites and rocket parts, is circling the Earth at extremely high speeds. Even tiny pieces can cause serious damage, and collisions could set off a chain reaction that makes some orbits unusable and threatens everyday services. Solutions include rules for removing old satellites, new technologies to collect debris and better tracking, which, though costly, are necessary.`,
    guide: '概要按“是什么—危害—最大担忧—对策—结论”展开。危害与担忧可合并为一句；对策部分用include概括三种措施；结尾用though costly, are necessary概括作者态度，避免照抄原句。'
  },
];

export const ENGLISH_SUMMARY: TBankQuestion[] = SUMMARIES.map((s, i) =>
  question({
    key: `en-summary-${pad3(i + 1)}`,
    subjectId: 8,
    type: '概要写作',
    title: `<p>阅读下面短文，根据其内容写一篇60词左右的内容概要。</p>${passageHtml(s.text)}`,
    answer: `<p>【参考范文】</p>${essayHtml(s.sample)}`,
    analysis: `<p>【主题】${s.topic}。</p>${para(s.guide)}`,
    difficulty: s.difficulty,
    knowledgePointIds: [K.wSummary],
    grade: s.grade,
  }),
);
