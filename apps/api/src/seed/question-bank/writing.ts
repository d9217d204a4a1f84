/**
 * Writing prompts for gkyten (名师猜作文 and 高考作文): 应用文, 话题作文 and 读后续写 prompts in the
 * style of the college-entrance exam, each with an original sample essay and a Chinese comment
 * (名师点评). The 高考作文 entries are written in the format of the exam; the texts are original.
 */
import { essayHtml } from './english-writing.js';
import { passageHtml, para } from './helpers.js';
import type { TBankWritingPrompt } from './types.js';

type TPromptInput = Omit<TBankWritingPrompt, 'prompt' | 'sampleEssay' | 'comment'> & { prompt: string[] | string; sample: string; comment: string };

function prompt(p: TPromptInput): TBankWritingPrompt {
  const { sample, prompt: text, comment, ...rest } = p;
  return {
    ...rest,
    prompt: typeof text === 'string' ? text : text.map(para).join(''),
    sampleEssay: essayHtml(sample),
    comment: para(comment),
  };
}

function continuationPrompt(story: string, openings: [string, string]): string {
  return `<p>阅读下面材料，根据其内容和所给段落开头语续写两段，使之构成一篇完整的短文。</p>${passageHtml(story)}<p>注意：1. 续写词数应为150左右；2. 请按如下格式作答。</p><p>Paragraph 1: ${openings[0]}</p><p>Paragraph 2: ${openings[1]}</p>`;
}

export const WRITING_PROMPTS: TBankWritingPrompt[] = [
  prompt({
    key: 'gk-writing-001',
    category: '高考作文',
    kind: '应用文写作',
    title: '邀请外教参加中国结编织课',
    year: 2025,
    provinceId: null,
    prompt: ['假定你是李华，你校将举办“中国传统手工艺周”活动。请给外教 Ms Smith 写一封邮件，邀请她参加其中的中国结编织课。内容包括：', '1. 活动时间和地点；2. 活动内容；3. 表达期待。', '注意：写作词数应为80左右。'],
    sample: `Dear Ms Smith,

I'm writing to invite you to a Chinese knot workshop, which is part of our school's Traditional Crafts Week. It will be held in the art room from 3:30 to 5:00 pm next Wednesday.

During the workshop, a local craftswoman will first introduce the history and meaning of Chinese knots, which are often hung during the Spring Festival as symbols of luck and unity. Then we will learn to tie a simple "good luck knot" step by step. All the materials will be provided.

I'm sure you will enjoy this hands-on experience of Chinese culture. Looking forward to seeing you there!

Yours,
Li Hua`,
    comment: '名师点评：邀请信结构完整，时间、地点、内容、期待三要点齐全。第二段用 which 引导的非限制性定语从句介绍中国结的寓意，既增加了文化内涵又自然过渡；step by step、hands-on experience 等表达地道。结尾简洁有礼，符合邮件语域。',
  }),
  prompt({
    key: 'gk-writing-002',
    category: '高考作文',
    kind: '应用文写作',
    title: '校刊投稿：校园科技节',
    year: 2024,
    provinceId: null,
    prompt: ['你校英文报“校园生活”栏目正在征稿，请你写一篇短文，介绍上周举办的校园科技节。内容包括：', '1. 活动概况；2. 主要活动；3. 你的感受。', '注意：写作词数应为80左右；短文须拟一个标题。'],
    sample: `Our School Science and Technology Festival

Last week our school held its annual Science and Technology Festival, which attracted almost every student.

The festival was packed with exciting activities. In the robotics competition, teams designed machines that could sort rubbish automatically. In the lab, we made "elephant toothpaste" and watched the foam rush out of the bottles. A professor from a local university also gave a lecture on how artificial intelligence is changing our lives.

The festival not only broadened our horizons but also sparked our curiosity about science. As one of my classmates put it, "It made me realise that science is all around us." I hope more students will take part next year.`,
    comment: '名师点评：文章按“概况—活动—感受”展开，层次分明。中间段选取机器人比赛、趣味实验和讲座三个细节，具体生动；not only...but also...、spark one\'s curiosity 等表达提升了语言档次；引用同学的话使结尾更有感染力。',
  }),
  prompt({
    key: 'gk-writing-003',
    category: '高考作文',
    kind: '应用文写作',
    title: '向笔友介绍一首中国古诗',
    year: 2023,
    provinceId: null,
    prompt: ['假定你是李华，你的英国笔友 Chris 对中国诗歌很感兴趣。请给他写一封邮件，介绍一首你喜欢的中国古诗。内容包括：', '1. 诗歌名称及作者；2. 主要内容；3. 喜欢的理由。', '注意：写作词数应为80左右。'],
    sample: `Dear Chris,

In your last email you asked me about Chinese poetry, so I'd like to introduce my favourite poem, Quiet Night Thoughts, written by Li Bai over a thousand years ago.

The poem has only four lines. On a quiet night, the poet sees bright moonlight in front of his bed and at first mistakes it for frost on the ground. Then he raises his head to look at the moon and lowers it, thinking of his hometown. With simple words, it expresses a deep feeling of homesickness that almost every Chinese person can understand.

I love it because whenever I am away from home, the moon reminds me of my family. I have attached an English translation, and I hope you'll enjoy it too.

Yours,
Li Hua`,
    comment: '名师点评：介绍类应用文的典范。作者用过去分词短语 written by Li Bai 交代作者与年代，用 mistakes it for frost、raises...lowers... 准确复述《静夜思》的内容，再以 homesickness 点明情感。结尾联系个人体验，使“喜欢的理由”真实可信。',
  }),
  prompt({
    key: 'gk-writing-004',
    category: '高考作文',
    kind: '应用文写作',
    title: '新闻报道：运动会趣味接力赛',
    year: 2022,
    provinceId: null,
    prompt: ['请为你校英文网站写一篇新闻报道，介绍校运会上新增的趣味接力赛。内容包括：', '1. 比赛时间和规则；2. 比赛过程；3. 反响。', '注意：写作词数应为80左右；短文须拟一个标题。'],
    sample: `A Relay Race with a Difference

On October 20th, a special relay race took place at our school sports meeting. Unlike a normal relay, each team of six had to pass a basketball, carry a cup of water and finish the last leg in a three-legged run.

The race was full of laughter. Some runners spilled half their water, while others fell over during the three-legged run but got up and kept going. In the end, Class 5 won first place, finishing in just under four minutes.

"It wasn't about speed," said the winning team's captain. "It was about trusting each other." The event was warmly welcomed by both students and teachers, and many hope it will become a tradition.`,
    comment: '名师点评：新闻报道要求客观、简洁。标题 A Relay Race with a Difference 新颖醒目；首段交代时间与规则，中段用 while 对比描写比赛趣事，结尾借直接引语点出“信任”这一主题，并以反响收束，完全符合新闻体裁。',
  }),
  prompt({
    key: 'gk-writing-005',
    category: '高考作文',
    kind: '应用文写作',
    title: '建议信：帮助交换生适应高中生活',
    year: 2021,
    provinceId: null,
    prompt: ['假定你是李华，英国交换生 Peter 下学期将到你校学习，来信询问如何尽快适应中国的高中生活。请给他回信，提出建议。', '注意：写作词数应为100左右。'],
    sample: `Dear Peter,

I'm glad to hear that you will study in our school next term. Since you asked how to get used to life in a Chinese senior high school, here are some suggestions.

First, our school day starts early and ends late, so it's important to develop a regular sleep schedule. Second, you'd better join a club, such as the basketball team or the calligraphy club, where you can make friends quickly. Third, don't hesitate to ask for help. Both teachers and classmates will be glad to help you with your Chinese and your studies.

I'm sure you'll soon fit in and enjoy your time here. Looking forward to meeting you!

Yours,
Li Hua`,
    comment: '名师点评：建议信的核心是建议具体、可行且有理由。作者用 First, Second, Third 分条列出作息、社团、求助三条建议，每条都附带原因；get used to、fit in、don\'t hesitate to 等短语使用恰当，语气亲切自然。',
  }),
  prompt({
    key: 'gk-writing-006',
    category: '高考作文',
    kind: '读后续写',
    title: '第一次露营',
    year: 2024,
    provinceId: null,
    prompt: continuationPrompt(
      `
Ben had never wanted to go camping. When his father suggested a weekend in the hills, Ben only agreed because his phone was being repaired. On the way up, he complained about everything: the heavy backpack, the steep path and, most of all, the lack of Wi-Fi.

They reached the campsite just before sunset. Dad asked Ben to help put up the tent, but Ben was too busy sulking to read the instructions properly. He pushed the poles in quickly and tied the ropes loosely. "Done," he said.

After dinner, dark clouds gathered and heavy rain began to fall. Around midnight, a strong wind shook the tent. Suddenly, one side collapsed, and cold water poured in. Ben's sleeping bag was soaked. He sat up in the dark, shivering and close to tears. He knew it was his fault.`,
      ['Dad switched on his torch and smiled at Ben.', 'The next morning, the sun rose over the hills.'],
    ),
    sample: `Dad switched on his torch and smiled at Ben. "Well," he said, "looks like we have a job to do." Instead of blaming him, Dad handed him the instructions and held the torch while Ben read them carefully this time. Together they pulled the poles out, pushed them firmly into the ground and tightened every rope. Their hands were cold and muddy, but within twenty minutes the tent stood firm again. They squeezed into Dad's dry sleeping bag, laughing at how wet they both were.

The next morning, the sun rose over the hills. Ben crawled out of the tent and gasped at the view: a sea of clouds lay below them, glowing pink and gold. He reached into his pocket to take a photo before remembering that his phone was at home. Strangely, he didn't mind. "Dad," he said, "can we come again next month? I'll put up the tent myself."`,
    comment: '名师点评：续写紧扣原文伏笔（草率搭帐篷、手机不在身边），情节合理。第一段通过父亲“不责备、递说明书、举手电”的细节表现父爱与教育智慧；第二段以云海美景和“不再惦记手机”的心理变化呈现成长，结尾主动要求“自己搭帐篷”，主题水到渠成。',
  }),
  prompt({
    key: 'gk-writing-007',
    category: '名师猜作文',
    kind: '应用文写作',
    title: '倡议书：绿色出行',
    year: 2026,
    provinceId: null,
    prompt: ['为倡导低碳生活，你校学生会拟向全体同学发出“绿色出行”倡议。请你用英语写一篇倡议书。内容包括：', '1. 倡议背景；2. 具体做法；3. 发出号召。', '注意：写作词数应为80左右；标题已给出（Go Green, Travel Smart）。'],
    sample: `Go Green, Travel Smart

Dear fellow students,

Every morning, long lines of cars crowd the gate of our school, producing noise and exhaust. To protect the environment and our health, the Student Union calls on everyone to choose green ways of travelling.

First, if you live near school, why not walk or ride a bike? It is a great way to exercise and wake up your mind before class. Second, for longer distances, take the bus or the subway instead of asking your parents to drive. Third, when you go out at weekends, try shared bikes for short trips.

Small changes in our daily habits can make a big difference to the air we breathe. Let's start today and make green travel a part of our lives!

The Student Union`,
    comment: '名师点评：“低碳环保”是高考应用文的常考话题。本文以校门口拥堵的真实场景切入，三条做法由近及远、层次清楚，why not do、instead of 等句式变化丰富；结尾 Small changes...make a big difference 升华主题，号召有力。',
  }),
  prompt({
    key: 'gk-writing-008',
    category: '名师猜作文',
    kind: '话题作文',
    title: '我如何合理使用AI辅助学习',
    year: 2026,
    provinceId: null,
    prompt: ['你校英文报正在开展“AI与学习”专题讨论，请你写一篇短文投稿。内容包括：', '1. 你如何使用AI辅助学习；2. 你使用AI时遵守的原则；3. 你的看法。', '注意：写作词数应为100左右；短文须拟一个标题。'],
    sample: `How I Use AI to Help My Learning

AI tools have become part of many students' lives, including mine. Used wisely, they can be excellent study partners.

When I get stuck on a maths problem, I don't ask AI for the answer directly. Instead, I ask it for a hint and then try to finish the problem myself. In English, I use it to check my compositions and explain why a sentence is wrong, so that I can avoid the same mistake next time. It also helps me make vocabulary quizzes before tests.

However, I always keep two rules in mind. First, I never hand in AI's work as my own homework. Second, I check important information in textbooks, because AI can make mistakes. In my view, AI should help us think, not think for us.`,
    comment: '名师点评：人工智能是近年热点，预测命题概率较高。文章用数学、英语两个学科的具体做法说明“合理使用”，再以两条原则体现辩证思考；过去分词短语 Used wisely 开篇、结尾 help us think, not think for us 对比鲜明，观点清晰，极具说服力。',
  }),
  prompt({
    key: 'gk-writing-009',
    category: '名师猜作文',
    kind: '应用文写作',
    title: '邀请外国朋友参加“非遗进校园”活动',
    year: 2026,
    provinceId: null,
    prompt: ['假定你是李华，你校下周六下午将举办“非遗进校园”活动。请给你的外国朋友 Jack 写一封邮件，邀请他参加。内容包括：', '1. 活动内容；2. 时间和地点；3. 期待回复。', '注意：写作词数应为80左右。'],
    sample: `Dear Jack,

How is everything going? I'm writing to invite you to the "Intangible Cultural Heritage on Campus" event at our school next Saturday afternoon.

A number of craftspeople will come to show their skills, including paper cutting, clay figure making and shadow puppetry. You will not only watch their performances but also have a try yourself under their guidance. There will also be a small exhibition telling the stories behind these traditional arts.

I know you are interested in Chinese culture, so I'm sure this will be a great chance for you to experience it up close. The event starts at 2 pm in the school gym. Please let me know if you can come.

Yours,
Li Hua`,
    comment: '名师点评：传统文化类邀请信。作者列举剪纸、泥塑、皮影三项非遗，并用 not only...but also... 强调“观看+体验”，现在分词短语 telling the stories behind... 作后置定语，句式灵活；结尾结合对方兴趣发出邀请，得体自然。',
  }),
  prompt({
    key: 'gk-writing-010',
    category: '名师猜作文',
    kind: '应用文写作',
    title: '求助信：如何提高英语听力',
    year: 2026,
    provinceId: null,
    prompt: ['假定你是李华，你在英语听力方面遇到困难。请给外教 Mr Johnson 写一封邮件，向他求助。内容包括：', '1. 说明困难；2. 请求建议；3. 表示感谢。', '注意：写作词数应为80左右。'],
    sample: `Dear Mr Johnson,

I'm Li Hua from Class 3, Senior Two. I'm writing to ask for your advice on improving my English listening.

Although I do well in reading and writing, listening has always been my weak point. When I listen to long conversations, I often miss key information such as numbers and names, and I get nervous in exams. I have tried listening to the radio every day, but I haven't made much progress.

Could you recommend some suitable materials and effective methods? I would also like to know how to take notes quickly while listening. I would be very grateful if you could give me some suggestions.

Yours sincerely,
Li Hua`,
    comment: '名师点评：求助信要把困难说具体、把请求说委婉。第二段用 Although 引导让步状语从句对比强弱项，并具体指出“数字、人名漏听”“考试紧张”等问题；第三段用 Could you...、I would be very grateful if... 等委婉语气提出请求，礼貌得体。',
  }),
  prompt({
    key: 'gk-writing-011',
    category: '名师猜作文',
    kind: '读后续写',
    title: '末班车',
    year: 2026,
    provinceId: null,
    prompt: continuationPrompt(
      `
It was almost ten o'clock when Mia finished her shift at the bakery. Snow had been falling all evening, and the streets were nearly empty. She hurried to the bus stop, knowing the last bus of the night was due in five minutes.

At the stop, an old man was standing alone, holding a paper bag of oranges. He looked cold and confused. "Excuse me," he said, "is this the bus to Riverside Hospital? My wife is there. I told her I would visit tonight." Mia checked the timetable. Riverside Hospital was in the opposite direction, and that route had stopped running an hour ago.

Just then, the headlights of her own bus appeared at the end of the street. If she missed it, she would have to walk home for forty minutes through the snow. The old man was looking at her, waiting for an answer.`,
      ['The bus stopped in front of them, and the doors opened.', 'An hour later, Mia stood outside Riverside Hospital.'],
    ),
    sample: `The bus stopped in front of them, and the doors opened. Mia hesitated for a second, then waved the driver on. "I'll help you get there," she told the old man. She called a taxi company, but all their cars were busy because of the snow. So she took the old man's arm, and they began to walk slowly along the slippery pavement. On the way, he told her that he and his wife had been married for fifty years, and that she loved oranges more than anything.

An hour later, Mia stood outside Riverside Hospital. Through the window of a ward on the ground floor, she saw the old man sit down beside a white-haired woman and put the bag of oranges into her hands. The woman's face lit up. Mia's feet were wet and her walk home would be long, but she felt warmer than she had all night.`,
    comment: '名师点评：“善意与选择”是读后续写的高频主题。续写第一段写主人公放弃末班车、打车无果后陪老人步行，情节合理且有层次；第二段通过窗外所见的温馨画面收束，最后一句以“脚湿路远”与“心里温暖”对比，含蓄点题，余味悠长。',
  }),
  prompt({
    key: 'gk-writing-012',
    category: '名师猜作文',
    kind: '应用文写作',
    title: '毕业典礼发言稿：感恩老师',
    year: 2025,
    provinceId: null,
    prompt: ['假定你是李华，将作为毕业生代表在毕业典礼上发言，感谢老师三年来的付出。请写一篇发言稿。内容包括：', '1. 回顾老师的帮助；2. 表达感激之情；3. 表达决心与祝愿。', '注意：写作词数应为80左右。'],
    sample: `Dear teachers and fellow students,

It is a great honour for me to speak here on behalf of the graduates. Today, I'd like to say thank you to our teachers.

Three years ago, we came to this school as nervous teenagers. It was our teachers who guided us through difficult problems, encouraged us when we failed and stayed late to answer our questions. They taught us not only knowledge but also how to be responsible and kind.

As we leave school and start a new journey, we will never forget their patience and care. Whatever the future brings, we will carry their lessons with us. Thank you, our dear teachers!

That's all. Thank you for listening.`,
    comment: '名师点评：发言稿要注意称呼、开场和结束语。本文用强调句 It was our teachers who... 突出老师的付出，三个并列动词短语层层递进；Whatever the future brings 引导让步状语从句，情感真挚而不空泛，适合作为毕业季的预测作文。',
  }),
];
