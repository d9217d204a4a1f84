/**
 * Short English items built from authored lists: 单项填空 (four options, the correct one authored
 * first and shuffled deterministically), 单词拼写, 单句语法填空, 单句改错, 单句翻译 (汉译英 with a
 * given word), 句子翻译 (英译汉 of sentences with a key structure) and 完成句子. The title, the
 * option letters and the answer are all derived from the authored data.
 */
import { GAP, KP_EN as K, answerOf, pad3, para, question, rngFor, shuffledOptions } from './helpers.js';
import type { TBankDifficulty, TBankGrade, TBankQuestion } from './types.js';

const gap = (s: string) => s.split('___').join(GAP);

function gradeFor(key: string): TBankGrade {
  return rngFor(`grade:${key}`).int(1, 3) as TBankGrade;
}

function difficultyIn(key: string, min: TBankDifficulty, max: TBankDifficulty): TBankDifficulty {
  return rngFor(`difficulty:${key}`).int(min, max) as TBankDifficulty;
}

// ---------------------------------------------------------------- 单项填空

type TSingleChoice = [stem: string, correct: string, d1: string, d2: string, d3: string, kp: number, difficulty: TBankDifficulty, why: string];

const SINGLE_CHOICES: TSingleChoice[] = [
  ['By the time you arrive tomorrow, we ___ the preparations for the party.', 'will have finished', 'have finished', 'had finished', 'will finish', K.tense, 3, '考查将来完成时。by the time引导的从句用一般现在时表将来，主句表示到将来某时已完成的动作，用将来完成时。'],
  ['— Where is Tom?<br/>— He ___ basketball on the playground. I saw him there a minute ago.', 'is playing', 'plays', 'played', 'has played', K.tense, 2, '考查现在进行时。根据语境，汤姆此刻正在操场上打篮球，用现在进行时。'],
  ['The film ___ for ten minutes when we got to the cinema.', 'had been on', 'has been on', 'was on', 'had begun', K.tense, 4, '考查过去完成时。“到达电影院”之前电影已经放映了十分钟，过去的过去用过去完成时；begin为短暂性动词，不能与一段时间连用。'],
  ['Great changes ___ in our hometown since 2010.', 'have taken place', 'have been taken place', 'took place', 'were taken place', K.tense, 2, '考查现在完成时及take place的用法。since 2010提示用现在完成时；take place为不及物短语，没有被动语态。'],
  ['The new library ___ now and will be open to the public next month.', 'is being built', 'is building', 'has built', 'was built', K.voice, 3, '考查现在进行时的被动语态。图书馆“正在被建造”，用is being built。'],
  ['The book, ___ in simple English, is suitable for beginners.', 'written', 'writing', 'to write', 'having written', K.nonfinite, 2, '考查过去分词作定语。book与write之间是被动关系，用过去分词written。'],
  ['___ from the top of the tower, the city looks beautiful.', 'Seen', 'Seeing', 'To see', 'Having seen', K.nonfinite, 3, '考查过去分词作状语。句子主语the city与see之间是被动关系，用过去分词Seen。'],
  ['The meeting ___ tomorrow is of great importance.', 'to be held', 'being held', 'held', 'to hold', K.nonfinite, 4, '考查不定式的被动式作定语。会议“将要被举行”，表示将来的被动动作用to be held。'],
  ['___ the work in time, we had to stay up late.', 'To finish', 'Finishing', 'Finished', 'Having finished', K.nonfinite, 3, '考查不定式作目的状语。为了按时完成工作，我们不得不熬夜。'],
  ['He sat there, his eyes ___ on the screen.', 'fixed', 'fixing', 'to fix', 'were fixed', K.nonfinite, 4, '考查独立主格结构。his eyes与fix之间是被动关系，用过去分词fixed。'],
  ['— Must I hand in the report today?<br/>— No, you ___. Tomorrow is OK.', 'needn\'t', 'mustn\'t', 'can\'t', 'shouldn\'t', K.modal, 2, '考查情态动词。以must开头的一般疑问句，否定回答用needn\'t或don\'t have to，表示“不必”。'],
  ['He ___ the letter yesterday; otherwise he would have replied.', 'can\'t have received', 'mustn\'t have received', 'needn\'t have received', 'shouldn\'t have received', K.modal, 4, '考查情态动词表推测。can\'t have done表示对过去情况的否定推测“不可能已经……”。'],
  ['You ___ have told him the news; it was supposed to be a surprise!', 'shouldn\'t', 'needn\'t', 'mustn\'t', 'can\'t', K.modal, 4, '考查情态动词。shouldn\'t have done表示“本不应该做却做了”，含责备语气。'],
  ['If I ___ you, I would accept the offer.', 'were', 'am', 'had been', 'will be', K.subjunctive, 2, '考查虚拟语气。与现在事实相反的假设，if从句用过去式，be动词一律用were。'],
  ['If she had taken my advice, she ___ into trouble.', 'wouldn\'t have got', 'wouldn\'t get', 'won\'t get', 'didn\'t get', K.subjunctive, 3, '考查虚拟语气。与过去事实相反，主句用would/could/might have done。'],
  ['It is high time that we ___ measures to protect the environment.', 'took', 'take', 'will take', 'have taken', K.subjunctive, 4, '考查虚拟语气。It is high time that...从句用一般过去时（或should do）。'],
  ['The teacher suggested that every student ___ a diary in English.', 'keep', 'keeps', 'kept', 'would keep', K.subjunctive, 4, '考查虚拟语气。suggest表示“建议”时，宾语从句用(should) do，should可省略。'],
  ['This is the village ___ I was born.', 'where', 'which', 'that', 'what', K.attributive, 2, '考查定语从句。先行词village在从句中作地点状语，用关系副词where。'],
  ['I will never forget the days ___ we spent together in the countryside.', 'that', 'when', 'where', 'what', K.attributive, 3, '考查定语从句。先行词days在从句中作spent的宾语，用that或which，而不用when。'],
  ['He failed the exam, ___ made his parents very disappointed.', 'which', 'that', 'what', 'it', K.attributive, 3, '考查非限制性定语从句。which指代前面整个句子，在从句中作主语。'],
  ['The boy ___ father is a doctor studies very hard.', 'whose', 'who', 'that', 'whom', K.attributive, 2, '考查定语从句。先行词boy与father之间为所属关系，用whose。'],
  ['The house ___ roof was damaged in the storm has been repaired.', 'whose', 'which', 'that', 'of which', K.attributive, 3, '考查定语从句。house与roof为所属关系，用whose；若用of which应为the roof of which。'],
  ['___ we will go on a trip depends on the weather.', 'Whether', 'If', 'That', 'What', K.nominal, 3, '考查主语从句。表示“是否”，引导主语从句且位于句首时只能用whether。'],
  ['___ he said at the meeting surprised everyone.', 'What', 'That', 'Which', 'Whether', K.nominal, 2, '考查主语从句。从句缺said的宾语，且意为“他所说的话”，用what。'],
  ['The news ___ our team had won the game excited us all.', 'that', 'which', 'what', 'whether', K.nominal, 3, '考查同位语从句。从句内容完整，解释说明news的内容，用that引导。'],
  ['She always thinks of ___ she can do for others.', 'what', 'that', 'which', 'how', K.nominal, 3, '考查宾语从句。介词of的宾语从句中缺do的宾语，用what。'],
  ['Reading is to the mind ___ exercise is to the body.', 'what', 'that', 'which', 'as', K.nominal, 5, '考查固定句式。A is to B what C is to D“A之于B犹如C之于D”。'],
  ['___ it was raining heavily, they went on working in the field.', 'Although', 'Because', 'Unless', 'Since', K.adverbial, 2, '考查让步状语从句。虽然雨下得很大，他们仍在地里干活，前后为让步关系。'],
  ['You won\'t pass the exam ___ you work harder.', 'unless', 'if', 'because', 'since', K.adverbial, 2, '考查条件状语从句。unless意为“除非，如果不”，符合语境。'],
  ['I had hardly got home ___ it began to rain.', 'when', 'than', 'before', 'until', K.adverbial, 4, '考查固定句型。hardly...when...“一……就……”。'],
  ['We\'d better start early ___ we should be late.', 'in case', 'so that', 'as if', 'even if', K.adverbial, 4, '考查状语从句。in case“以防，万一”，我们最好早点出发以防迟到。'],
  ['Not until he came back ___ that his father had left.', 'did he realise', 'he realised', 'he did realise', 'had he realise', K.inversion, 4, '考查倒装。Not until...位于句首时，主句用部分倒装。'],
  ['Only in this way ___ solve the problem.', 'can we', 'we can', 'do we can', 'we do', K.inversion, 3, '考查倒装。“Only + 状语”位于句首时，句子用部分倒装。'],
  ['Never before ___ such a beautiful sunset.', 'have I seen', 'I have seen', 'I saw', 'did I saw', K.inversion, 3, '考查倒装。否定副词never位于句首时用部分倒装，结合语境用现在完成时。'],
  ['So loudly ___ that everyone in the room could hear him.', 'did he speak', 'he spoke', 'he did speak', 'spoke he', K.inversion, 5, '考查倒装。“So + 副词”位于句首时，主句用部分倒装。'],
  ['It was in the park ___ I met my old friend yesterday.', 'that', 'where', 'which', 'when', K.emphatic, 3, '考查强调句。去掉It was...that后句子成分完整，为强调地点状语的强调句。'],
  ['It was not until midnight ___ he finished his homework.', 'that', 'when', 'before', 'until', K.emphatic, 4, '考查强调句。It was not until...that...为强调句型。'],
  ['Neither the students nor the teacher ___ aware of the change at that time.', 'was', 'were', 'is', 'are', K.agreement, 3, '考查主谓一致。neither...nor...连接主语时，谓语遵循就近原则，the teacher为单数；at that time提示用过去时。'],
  ['The number of students in our school ___ over 2,000.', 'is', 'are', 'have', 'has', K.agreement, 2, '考查主谓一致。the number of...“……的数量”作主语，谓语用单数。'],
  ['Ten years ___ a long time for a child to wait.', 'is', 'are', 'were', 'have been', K.agreement, 3, '考查主谓一致。表示时间、距离、金钱的复数名词作为整体看待时，谓语用单数。'],
  ['She is the only one of the girls who ___ won the prize twice.', 'has', 'have', 'had', 'having', K.agreement, 5, '考查主谓一致。the only one of...who...中，先行词为one，从句谓语用单数。'],
  ['Every boy and every girl ___ a dictionary.', 'has', 'have', 'are having', 'having', K.agreement, 2, '考查主谓一致。every...and every...作主语时，谓语用单数。'],
  ['The teacher, together with his students, ___ planting trees now.', 'is', 'are', 'were', 'was', K.agreement, 3, '考查主谓一致。together with连接主语时，谓语与前面的主语the teacher一致，now提示用现在时。'],
  ['— Are you going to the concert?<br/>— I\'d like ___, but I have to work.', 'to', 'it', 'this', 'so', K.ellipsis, 3, '考查省略。would like to后省略了动词原形，保留to。'],
  ['— Will it rain tomorrow?<br/>— I hope ___. I\'m tired of the dry weather.', 'so', 'not', 'it', 'that', K.ellipsis, 3, '考查替代。说话人厌倦干燥天气，希望下雨，用I hope so。'],
  ['The population of China is larger than ___ of Japan.', 'that', 'those', 'it', 'one', K.pronoun, 3, '考查代词。that代替前面提到的不可数名词population。'],
  ['I have two pens. One is red, and ___ is black.', 'the other', 'another', 'other', 'others', K.pronoun, 1, '考查代词。两者中的一个用one，另一个用the other。'],
  ['— Would you like some coffee?<br/>— Just ___, please.', 'a little', 'a few', 'little', 'few', K.pronoun, 2, '考查不定代词。coffee为不可数名词，“一点”用a little。'],
  ['He is ___ honest boy who always tells ___ truth.', 'an; the', 'a; the', 'an; /', 'a; a', K.article, 2, '考查冠词。honest以元音音素开头，用an；tell the truth为固定搭配。'],
  ['___ Smiths are going to visit ___ Great Wall next week.', 'The; the', '/; the', 'The; /', 'A; the', K.article, 2, '考查冠词。“the + 姓氏复数”表示一家人；the Great Wall为专有名词。'],
  ['She was born ___ the morning of May 1st, 2008.', 'on', 'in', 'at', 'by', K.prep, 1, '考查介词。具体某一天的上午、下午等用on。'],
  ['The bridge is ___ construction and will be finished soon.', 'under', 'in', 'on', 'at', K.prep, 3, '考查介词。under construction“在建设中”。'],
  ['___ my surprise, he finished the race in first place.', 'To', 'In', 'With', 'For', K.prep, 2, '考查介词。to one\'s surprise“令某人惊讶的是”。'],
  ['I\'ll lend you the book ___ you promise to return it in a week.', 'as long as', 'even though', 'unless', 'so that', K.conj, 3, '考查连词。as long as“只要”，表示条件。'],
  ['He worked very hard, ___ he still failed the exam.', 'but', 'and', 'so', 'or', K.conj, 1, '考查连词。前后两个分句为转折关系，用but。'],
  ['Hurry up, ___ you\'ll miss the early bus.', 'or', 'and', 'but', 'so', K.conj, 2, '考查连词。祈使句 + or + 陈述句，意为“……否则……”。'],
  ['The teacher asked us to ___ the new words in the dictionary.', 'look up', 'look for', 'look after', 'look into', K.phrase, 1, '考查动词短语。look up“（在词典中）查阅”。'],
  ['Don\'t ___ until tomorrow what you can do today.', 'put off', 'put up', 'put out', 'put on', K.phrase, 2, '考查动词短语。put off“推迟”。今日事今日毕。'],
  ['The plane ___ at 9 am and arrived in Beijing two hours later.', 'took off', 'took up', 'took in', 'took over', K.phrase, 2, '考查动词短语。take off“（飞机）起飞”。'],
  ['The scientist has ___ his whole life to the study of rice.', 'devoted', 'spent', 'paid', 'cost', K.verb, 3, '考查动词辨析。devote...to...“把……献给……”，to为介词。'],
  ['Mr Li ___ me to take up a new hobby to reduce stress.', 'advised', 'suggested', 'insisted', 'demanded', K.verb, 3, '考查动词辨析。advise sb to do sth“建议某人做某事”；suggest不能接sb to do。'],
  ['Young people should ___ their parents with housework.', 'assist', 'insist', 'resist', 'consist', K.verb, 3, '考查形近词辨析。assist sb with sth“帮助某人做某事”。'],
  ['The ___ of the accident is still under investigation.', 'cause', 'reason', 'excuse', 'result', K.noun, 3, '考查名词辨析。the cause of...“……的起因”；reason常与for连用。'],
  ['The ___ of the new bridge will make it easier for people to cross the river.', 'completion', 'competition', 'collection', 'correction', K.noun, 3, '考查形近名词辨析。completion“完工，竣工”。'],
  ['We were all ___ at the ___ news.', 'surprised; surprising', 'surprising; surprised', 'surprised; surprised', 'surprising; surprising', K.adjAdv, 2, '考查-ed与-ing形容词。描述人的感受用surprised，修饰事物用surprising。'],
  ['The more you practise, ___ you will make.', 'the more progress', 'the more progresses', 'more progress', 'the much progress', K.adjAdv, 3, '考查“the + 比较级, the + 比较级”结构。progress为不可数名词。'],
  ['This room is three times ___ that one.', 'as large as', 'larger as', 'as larger as', 'the size as', K.adjAdv, 3, '考查倍数表达。倍数 + as + 原级 + as。'],
  ['Of the three boys, Jack is ___.', 'the tallest', 'taller', 'the taller', 'tallest', K.adjAdv, 1, '考查最高级。三者之中最高的，用the + 最高级。'],
  ['She speaks English ___ than her sister.', 'more fluently', 'more fluent', 'much fluent', 'fluently', K.adjAdv, 2, '考查副词比较级。修饰动词speaks用副词，than提示用比较级。'],
  ['— Thank you for your help.<br/>— ___.', 'It\'s my pleasure', 'That\'s right', 'Never mind', 'Don\'t say so', K.phrase, 1, '考查交际用语。回应别人的感谢用It\'s my pleasure.'],
  ['— Could I use your bike?<br/>— ___. Here is the key.', 'Go ahead', 'No way', 'It depends', 'Not at all', K.phrase, 1, '考查交际用语。Go ahead“用吧，请便”，表示同意。'],
  ['___ in the heavy rain, he caught a bad cold.', 'Caught', 'Catching', 'Having caught', 'To catch', K.nonfinite, 4, '考查过去分词作状语。be caught in the rain“淋雨”，he与catch之间是被动关系。'],
  ['The boy sat in the corner, ___ a book.', 'reading', 'read', 'to read', 'having read', K.nonfinite, 2, '考查现在分词作伴随状语。男孩坐在角落里看书，boy与read是主动关系且同时发生。'],
  ['I will call you as soon as I ___ in London.', 'arrive', 'will arrive', 'arrived', 'am arriving', K.tense, 2, '考查时间状语从句的时态。主将从现，as soon as引导的从句用一般现在时表将来。'],
  ['He ___ in this city for ten years by the end of next month.', 'will have lived', 'has lived', 'had lived', 'lives', K.tense, 5, '考查将来完成时。by the end of next month表示到将来某时为止，用将来完成时。'],
  ['Mary, together with her friends, ___ to the museum last Sunday.', 'went', 'go', 'goes', 'have gone', K.agreement, 2, '考查主谓一致和时态。together with不影响谓语单复数，last Sunday用一般过去时。'],
];

export const ENGLISH_SINGLE_CHOICE: TBankQuestion[] = SINGLE_CHOICES.map(([stem, correct, d1, d2, d3, kp, difficulty, why], i) => {
  const key = `en-single-${pad3(i + 1)}`;
  const opts = shuffledOptions(rngFor(`options:${key}`), correct, [d1, d2, d3]);
  return question({
    key,
    subjectId: 8,
    type: '单项填空',
    title: para(gap(stem)),
    options: opts,
    analysis: para(`${why}故选${answerOf(opts)}。`),
    difficulty,
    knowledgePointIds: [kp],
    grade: gradeFor(key),
  });
});

// ---------------------------------------------------------------- 单词拼写

type TSpelling = [sentence: string, answer: string, chinese: string, kp: number];

const SPELLINGS: TSpelling[] = [
  ['The scientist made an important * in the field of medicine.', 'discovery', '发现', K.noun],
  ['It is * for us to learn a foreign language well.', 'necessary', '必要的', K.adjAdv],
  ['We should * the environment for future generations.', 'protect', '保护', K.verb],
  ['He gave up smoking for the sake of his *.', 'health', '健康', K.noun],
  ['The * of the meeting is to discuss the new plan.', 'purpose', '目的', K.noun],
  ['She was * about the result of the exam.', 'anxious', '焦虑的', K.adjAdv],
  ['The old man lives * , but he never feels lonely.', 'alone', '独自地', K.adjAdv],
  ['I * that we should start early tomorrow morning.', 'suggest', '建议', K.verb],
  ['With the * of technology, our life has become more convenient.', 'development', '发展', K.noun],
  ['He has been * by Peking University.', 'accepted', '接受；录取', K.verb],
  ['The students * the problem for an hour yesterday.', 'discussed', '讨论', K.verb],
  ['My father is an * working in a car company.', 'engineer', '工程师', K.noun],
  ['It\'s * to say "thank you" when someone helps you.', 'polite', '礼貌的', K.adjAdv],
  ['The boy * for a moment before he answered the question.', 'hesitated', '犹豫', K.verb],
  ['Good habits are * to our health.', 'beneficial', '有益的', K.adjAdv],
  ['The teacher is * with all her students.', 'patient', '耐心的', K.adjAdv],
  ['Many * come to visit the Great Wall every year.', 'visitors', '游客', K.noun],
  ['The earthquake caused great * to the city.', 'damage', '损害', K.noun],
  ['Are you * about the date of the meeting?', 'sure', '确定的', K.adjAdv],
  ['The * of the students agree with the plan.', 'majority', '大多数', K.noun],
  ['She * to finish the work on time in the end.', 'managed', '设法做成', K.verb],
  ['He speaks English * , just like a native speaker.', 'fluently', '流利地', K.adjAdv],
  ['The * dropped sharply last night.', 'temperature', '温度', K.noun],
  ['We must * the traffic rules.', 'obey', '遵守', K.verb],
  ['The * in our city has improved greatly.', 'environment', '环境', K.noun],
  ['Chinese tea is * to many countries.', 'exported', '出口', K.verb],
  ['The film was so * that I fell asleep.', 'boring', '无聊的', K.adjAdv],
  ['Smoking is * to people\'s health.', 'harmful', '有害的', K.adjAdv],
  ['The girl is * and seldom speaks in public.', 'shy', '害羞的', K.adjAdv],
  ['They * the Spring Festival with a big family dinner every year.', 'celebrate', '庆祝', K.verb],
  ['Please * what you saw at that time.', 'describe', '描述', K.verb],
  ['The * of working abroad was very valuable to me.', 'experience', '经历', K.noun],
  ['He is * with the history of this city.', 'familiar', '熟悉的', K.adjAdv],
  ['We should * children to ask questions.', 'encourage', '鼓励', K.verb],
  ['The * of the game surprised everyone.', 'result', '结果', K.noun],
  ['She * forgot about the meeting.', 'completely', '完全地', K.adjAdv],
  ['The museum contains many * treasures.', 'ancient', '古代的', K.adjAdv],
  ['The * has taken measures to reduce air pollution.', 'government', '政府', K.noun],
  ['Teenagers should learn to * their emotions.', 'control', '控制', K.verb],
  ['He is * of finishing the task by himself.', 'capable', '有能力的', K.adjAdv],
  ['There is a * that he will win the game.', 'chance', '可能性', K.noun],
  ['The doctor * the patient carefully and found nothing serious.', 'examined', '检查', K.verb],
  ['The * helped clean the park last weekend.', 'volunteers', '志愿者', K.noun],
  ['It is * to finish so much work in an hour.', 'impossible', '不可能的', K.adjAdv],
  ['He * to me for being late.', 'apologised', '道歉', K.verb],
];

export const ENGLISH_SPELLING: TBankQuestion[] = SPELLINGS.map(([sentence, answer, chinese, kp], i) => {
  const key = `en-spelling-${pad3(i + 1)}`;
  const hint = `${answer.charAt(0)}${GAP}（${chinese}）`;
  return question({
    key,
    subjectId: 8,
    type: '单词拼写',
    title: para(`根据首字母及汉语提示写出单词的正确形式：${sentence.replace('*', hint).replace(' ,', ',')}`),
    answer: answer === 'apologised' ? 'apologised/apologized' : answer,
    analysis: para(`考查${kp === K.noun ? '名词' : kp === K.verb ? '动词' : '形容词和副词'}。“${chinese}”对应${answer}，结合句子成分和时态、单复数确定其形式为${answer}。`),
    difficulty: difficultyIn(key, 1, 2),
    knowledgePointIds: [kp],
    grade: gradeFor(key),
  });
});

// ---------------------------------------------------------------- 单句语法填空

type TSentenceFill = [sentence: string, answer: string, kp: number, why: string];

const SENTENCE_FILLS: TSentenceFill[] = [
  ['The bridge ___ (build) last year is the longest in the city.', 'built', K.gfNonfinite, '过去分词作后置定语，bridge与build为被动关系。'],
  ['I\'m looking forward to ___ (hear) from you.', 'hearing', K.gfNonfinite, 'look forward to中to为介词，后接动名词。'],
  ['He is ___ (tall) of the three boys.', 'the tallest', K.gfCompare, '三者之中用最高级，前加the。'],
  ['The children ___ (play) football when it began to rain.', 'were playing', K.gfVerb, '过去某一时刻正在进行的动作用过去进行时。'],
  ['By the end of last year, they ___ (plant) 2,000 trees.', 'had planted', K.gfVerb, 'by the end of + 过去时间，用过去完成时。'],
  ['This is the first time that I ___ (visit) Beijing.', 'have visited', K.gfVerb, 'This is the first time that...从句用现在完成时。'],
  ['The problem ___ (discuss) at the meeting now is very important.', 'being discussed', K.gfNonfinite, '问题“正在被讨论”，用现在分词的被动式作定语。'],
  ['It was ___ honour for me to be invited to the party.', 'an', K.gfArtPrep, 'honour中h不发音，以元音音素开头，用an。'],
  ['He left home early ___ order to catch the first bus.', 'in', K.gfArtPrep, 'in order to“为了”。'],
  ['She is proud ___ her son\'s success.', 'of', K.gfArtPrep, 'be proud of“为……感到骄傲”。'],
  ['The teacher told us to pay ___ (attend) to our handwriting.', 'attention', K.gfWordForm, 'pay attention to“注意”，attend→attention。'],
  ['___ (lucky), nobody was hurt in the accident.', 'Luckily', K.gfWordForm, '副词修饰整个句子，句首大写。'],
  ['The medicine is ___ (effect) in treating colds.', 'effective', K.gfWordForm, '系动词后接形容词，effect→effective。'],
  ['We all felt ___ (disappoint) at the news.', 'disappointed', K.gfWordForm, '描述人的感受用-ed形容词。'],
  ['He has two ___ (child), a son and a daughter.', 'children', K.gfNounPron, 'child的复数为不规则变化children。'],
  ['The book on the desk is ___ (I).', 'mine', K.gfNounPron, '作表语表示“我的（书）”，用名词性物主代词mine。'],
  ['Please help ___ (you) to some fish, children.', 'yourselves', K.gfNounPron, 'help oneself to“随便吃”，children为复数，用yourselves。'],
  ['Many ___ (leaf) turn yellow in autumn.', 'leaves', K.gfNounPron, 'leaf的复数为leaves。'],
  ['I don\'t know ___ he will come or not.', 'whether', K.gfConj, '与or not连用，引导宾语从句表“是否”用whether。'],
  ['This is the school ___ I studied three years ago.', 'where', K.gfConj, '先行词school在从句中作地点状语，用where。'],
  ['___ you work hard, you will make progress.', 'If', K.gfConj, '引导条件状语从句，“如果”。'],
  ['He is the man ___ car was stolen yesterday.', 'whose', K.gfConj, '先行词man与car为所属关系，用whose。'],
  ['The weather today is much ___ (good) than yesterday.', 'better', K.gfCompare, 'than提示用比较级，good的比较级为better。'],
  ['The ___ (hard) you work, the more progress you will make.', 'harder', K.gfCompare, '“the + 比较级, the + 比较级”结构。'],
  ['Of all the girls in our class, she runs ___ (fast).', '(the) fastest', K.gfCompare, '范围为全班女生，用最高级，副词最高级前的the可省略。'],
  ['Tom is three years ___ (young) than his brother.', 'younger', K.gfCompare, 'than提示用比较级。'],
  ['___ (see) from the hill, the town looks beautiful.', 'Seen', K.gfNonfinite, 'the town与see为被动关系，用过去分词作状语。'],
  ['He sat at the desk, ___ (read) a newspaper.', 'reading', K.gfNonfinite, '现在分词作伴随状语，与主语为主动关系。'],
  ['___ (finish) his homework, he went out to play.', 'Having finished', K.gfNonfinite, '“完成作业”发生在“出去玩”之前，用现在分词完成式。'],
  ['The girl was made ___ (wait) outside for an hour.', 'to wait', K.gfNonfinite, 'make sb do sth变为被动语态时要还原to。'],
  ['It\'s no use ___ (cry) over spilt milk.', 'crying', K.gfNonfinite, 'It\'s no use doing sth“做某事没用”。'],
  ['I have a lot of homework ___ (do) this evening.', 'to do', K.gfNonfinite, '不定式作后置定语，表示将要做的事。'],
  ['Great changes ___ (take) place in China since 1978.', 'have taken', K.gfVerb, 'since 1978提示用现在完成时。'],
  ['The letter ___ (send) to you yesterday.', 'was sent', K.gfVerb, '信“被寄出”，yesterday提示用一般过去时被动语态。'],
  ['Look! The children ___ (dance) happily.', 'are dancing', K.gfVerb, 'Look!提示动作正在进行，用现在进行时。'],
  ['The sun ___ (rise) in the east.', 'rises', K.gfVerb, '客观真理用一般现在时，主语为单数。'],
  ['He said he ___ (visit) his grandmother the next day.', 'would visit', K.gfVerb, '主句为过去时，从句表示过去将来，用would do。'],
  ['The new museum ___ (open) to the public next month.', 'will open/will be opened', K.gfVerb, 'next month表示将来，用一般将来时。'],
  ['My mother is ___ excellent cook.', 'an', K.gfArtPrep, 'excellent以元音音素开头，用an。'],
  ['I usually go to school ___ bike.', 'by', K.gfArtPrep, 'by bike“骑自行车”，by + 交通工具（不加冠词）。'],
  ['___ the help of my teacher, I made great progress.', 'With', K.gfArtPrep, 'with the help of“在……的帮助下”。'],
  ['Jack made a ___ (decide) to study abroad.', 'decision', K.gfWordForm, 'a后接名词，make a decision“作决定”。'],
  ['The young ___ (science) made an important discovery.', 'scientist', K.gfWordForm, 'The young后接名词作主语，指人，science→scientist。'],
  ['She is ___ (interest) in collecting stamps.', 'interested', K.gfWordForm, 'be interested in“对……感兴趣”。'],
  ['He answered the question ___ (correct).', 'correctly', K.gfWordForm, '修饰动词answered用副词。'],
];

export const ENGLISH_SENTENCE_FILL: TBankQuestion[] = SENTENCE_FILLS.map(([sentence, answer, kp, why], i) => {
  const key = `en-sentfill-${pad3(i + 1)}`;
  return question({
    key,
    subjectId: 8,
    type: '单句语法填空',
    title: para(gap(sentence)),
    answer,
    analysis: para(`${why}故填${answer}。`),
    difficulty: difficultyIn(key, 2, 3),
    knowledgePointIds: [kp],
    grade: gradeFor(key),
  });
});

// ---------------------------------------------------------------- 单句改错

type TSentenceCorrection = [sentence: string, answer: string, kp: number, why: string];

const SENTENCE_CORRECTIONS: TSentenceCorrection[] = [
  ['He suggested that we went to the museum on Sunday.', 'went → (should) go', K.ecVerb, 'suggest表示“建议”时，宾语从句用(should) do。'],
  ['I have lived here since ten years.', 'since → for', K.ecPrepConj, '表示一段时间用for，since后接时间点。'],
  ['She is good at play the piano.', 'play → playing', K.ecVerb, '介词at后接动名词。'],
  ['He has much friends in his new school.', 'much → many', K.ecWordForm, 'friends为可数名词复数，应用many修饰；much修饰不可数名词。'],
  ['The news are very exciting.', 'are → is', K.ecVerb, 'news为不可数名词，作主语时谓语用单数。'],
  ['He is a honest boy.', 'a → an', K.ecPronArt, 'honest以元音音素开头，用an。'],
  ['I am looking forward to see you again.', 'see → seeing', K.ecVerb, 'look forward to中to为介词，后接动名词。'],
  ['She sings very good.', 'good → well', K.ecWordForm, '修饰动词sings用副词well。'],
  ['Each of the students have a dictionary.', 'have → has', K.ecVerb, 'each of...作主语时谓语用单数。'],
  ['The man who I talked with him is my teacher.', '删除 him', K.ecAddDel, '定语从句中关系代词who已作with的宾语，him多余。'],
  ['Although he was tired, but he kept working.', '删除 but', K.ecAddDel, 'although与but不能同时使用。'],
  ['I don\'t know what to do it.', '删除 it', K.ecAddDel, 'what已作do的宾语，it多余。'],
  ['He made me to wait for an hour.', '删除 to', K.ecAddDel, 'make sb do sth，主动语态中省略to。'],
  ['She married with a doctor last year.', '删除 with', K.ecAddDel, 'marry sb“和某人结婚”，marry为及物动词。'],
  ['My father has gone to Shanghai twice.', 'gone → been', K.ecVerb, 'have been to表示“去过（已回来）”，可与次数连用；have gone to表示“去了（未回来）”。'],
  ['We discussed about the plan at the meeting.', '删除 about', K.ecAddDel, 'discuss为及物动词，直接接宾语。'],
  ['He is used to get up early.', 'get → getting', K.ecVerb, 'be used to doing sth“习惯于做某事”，to为介词。'],
  ['This is the most interesting book that I have never read.', 'never → ever', K.ecWordForm, '最高级 + that I have ever done“我做过的最……的”。'],
  ['The girl was very exciting when she heard the news.', 'exciting → excited', K.ecWordForm, '描述人的感受用-ed形容词。'],
  ['Everyone were surprised at the news.', 'were → was', K.ecVerb, 'everyone作主语，谓语用单数。'],
  ['I found it difficulty to answer the question.', 'difficulty → difficult', K.ecWordForm, 'find it + adj. + to do，宾补用形容词。'],
  ['The number of cars in the city are increasing.', 'are → is', K.ecVerb, 'the number of作主语，谓语用单数。'],
  ['We arrived at Beijing at 10 pm.', 'at → in（第一个at）', K.ecPrepConj, 'arrive in + 大地点，arrive at + 小地点。'],
  ['He left without say goodbye.', 'say → saying', K.ecVerb, '介词without后接动名词。'],
  ['Please give me some advices.', 'advices → advice', K.ecNoun, 'advice为不可数名词，没有复数形式。'],
  ['There are three womans teachers in our school.', 'womans → women', K.ecNoun, 'woman作定语修饰复数名词时也用复数women。'],
  ['She is more taller than her sister.', '删除 more', K.ecAddDel, 'taller已是比较级，不能再用more。'],
  ['I will call you as soon as I will arrive.', '删除第二个 will', K.ecAddDel, '时间状语从句用一般现在时表将来。'],
  ['He is one of the best student in our class.', 'student → students', K.ecNoun, 'one of the + 最高级 + 可数名词复数。'],
  ['Between you and I, this plan won\'t work.', 'I → me', K.ecPronArt, '介词between后用宾格me。'],
];

export const ENGLISH_SENTENCE_CORRECTION: TBankQuestion[] = SENTENCE_CORRECTIONS.map(([sentence, answer, kp, why], i) => {
  const key = `en-sentcorr-${pad3(i + 1)}`;
  return question({
    key,
    subjectId: 8,
    type: '单句改错',
    title: para(`下列句子中有一处错误，请找出并改正：${sentence}`),
    answer,
    analysis: para(why),
    difficulty: difficultyIn(key, 2, 4),
    knowledgePointIds: [kp],
    grade: gradeFor(key),
  });
});

// ---------------------------------------------------------------- 单句翻译 (汉译英, given word)

type TTranslation = [chinese: string, word: string, english: string, kp: number, why: string];

const TRANSLATIONS: TTranslation[] = [
  ['我们应该充分利用时间学习英语。', 'make full use of', 'We should make full use of our time to learn English.', K.phrase, 'make full use of“充分利用”，不定式to learn作目的状语。'],
  ['他昨天晚上熬夜完成了报告。', 'stay up', 'He stayed up last night to finish the report.', K.phrase, 'stay up“熬夜”，时间为昨晚，用一般过去时。'],
  ['直到妈妈回来，他才开始做作业。', 'not until', 'He didn\'t start (doing) his homework until his mother came back. / Not until his mother came back did he start (doing) his homework.', K.adverbial, 'not...until“直到……才”；Not until位于句首时主句部分倒装。'],
  ['你越努力，取得的进步就越大。', 'the more...the more', 'The harder you work, the more progress you will make.', K.adverbial, '“the + 比较级, the + 比较级”表示“越……就越……”。'],
  ['正是在这个小村庄里，他度过了童年。', 'It was...that', 'It was in this small village that he spent his childhood.', K.emphatic, '强调句型It was + 被强调部分 + that...，强调地点状语。'],
  ['只有通过努力学习，你才能实现梦想。', 'only', 'Only by studying hard can you realise your dream.', K.inversion, '“Only + 状语”位于句首，句子用部分倒装。'],
  ['那位站在门口的男孩是我弟弟。', 'standing', 'The boy standing at the door is my brother.', K.nonfinite, '现在分词短语standing at the door作后置定语。'],
  ['如果我是你，我就会接受他的建议。', 'were', 'If I were you, I would accept his advice.', K.subjunctive, '与现在事实相反的虚拟条件句，从句用were，主句用would do。'],
  ['这就是我出生的那座房子。', 'where', 'This is the house where I was born.', K.attributive, 'where引导定语从句，在从句中作地点状语。'],
  ['他说的话让我们很吃惊。', 'what', 'What he said surprised us very much.', K.nominal, 'What he said为主语从句。'],
  ['那座新图书馆将于明年建成。', 'complete', 'The new library will be completed next year.', K.voice, '图书馆“被建成”，用一般将来时的被动语态。'],
  ['自从他搬到这座城市以来，他已经交了很多朋友。', 'since', 'He has made many friends since he moved to this city.', K.tense, 'since引导的时间状语从句用一般过去时，主句用现在完成时。'],
  ['你本不必带伞的，今天没有下雨。', 'needn\'t have done', 'You needn\'t have brought an umbrella. It didn\'t rain today.', K.modal, 'needn\'t have done表示“本不必做（却做了）”。'],
  ['他忙于准备即将到来的考试。', 'be busy', 'He is busy preparing for the coming exam.', K.phrase, 'be busy (in) doing sth“忙于做某事”。'],
  ['这个问题值得讨论。', 'worth', 'This question is worth discussing.', K.nonfinite, 'be worth doing“值得做”，用主动形式表被动意义。'],
  ['我们学校有两千多名学生。', 'there be', 'There are more than 2,000 students in our school.', K.pattern, 'There be句型表示“某处有某物”，be与后面的主语在数上一致。'],
  ['他不仅会说英语，还会说法语。', 'not only...but also', 'He can speak not only English but also French.', K.compound, 'not only...but also...连接两个并列成分。'],
  ['由于天气恶劣，比赛被推迟了。', 'put off', 'The match was put off because of the bad weather.', K.phrase, 'put off“推迟”，比赛“被推迟”用被动语态。'],
  ['老师以及他的学生们正在操场上植树。', 'as well as', 'The teacher, as well as his students, is planting trees on the playground.', K.agreement, 'A as well as B作主语时，谓语与A保持一致。'],
  ['他一到北京就给我打了电话。', 'as soon as', 'He called me as soon as he arrived in Beijing.', K.adverbial, 'as soon as“一……就……”，arrive in + 大地点。'],
];

export const ENGLISH_SINGLE_TRANSLATION: TBankQuestion[] = TRANSLATIONS.map(([chinese, word, english, kp, why], i) => {
  const key = `en-translate-${pad3(i + 1)}`;
  return question({
    key,
    subjectId: 8,
    type: '单句翻译',
    title: para(`用括号内所给的词或短语翻译句子：${chinese}（${word}）`),
    answer: english,
    analysis: para(why),
    difficulty: difficultyIn(key, 3, 4),
    knowledgePointIds: [kp],
    grade: gradeFor(key),
  });
});

// ---------------------------------------------------------------- 句子翻译 (英译汉)

type TSentenceTranslation = [english: string, chinese: string, kp: number, why: string];

const SENTENCE_TRANSLATIONS: TSentenceTranslation[] = [
  ['It was not until he lost his health that he realised its value.', '直到失去了健康，他才意识到健康的价值。', K.emphatic, '本句为强调句It was not until...that...，意为“直到……才……”。'],
  ['The harder you work, the luckier you will become.', '你越努力，就会变得越幸运。', K.adverbial, '“the + 比较级, the + 比较级”意为“越……就越……”。'],
  ['What matters most is not what you have but what you do with it.', '最重要的不是你拥有什么，而是你用它做了什么。', K.nominal, 'What matters most为主语从句，what you have和what you do with it为表语从句，not...but...意为“不是……而是……”。'],
  ['Only when we lose something do we learn to value it.', '只有当我们失去某样东西时，我们才学会珍惜它。', K.inversion, 'Only + 状语从句位于句首，主句部分倒装。'],
  ['Had it not been for your help, I would have failed.', '要不是你的帮助，我早就失败了。', K.subjunctive, '省略if的虚拟条件句，Had it not been for...意为“要不是……”。'],
  ['The book, written in simple English, is easy for beginners to understand.', '这本书用简单的英语写成，初学者很容易读懂。', K.nonfinite, 'written in simple English为过去分词短语作非限制性定语。'],
  ['Not only does reading widen our horizons, but it also makes us wiser.', '阅读不仅能开阔我们的视野，还能让我们更加明智。', K.inversion, 'Not only位于句首时，前一分句部分倒装。'],
  ['It is widely believed that exercise is good for both body and mind.', '人们普遍认为锻炼对身心都有益。', K.voice, 'It is believed that...为固定句型，意为“人们认为……”。'],
  ['There is no doubt that the Internet has changed the way we live.', '毫无疑问，互联网改变了我们的生活方式。', K.nominal, 'There is no doubt that...中that引导同位语从句；the way we live意为“我们的生活方式”。'],
  ['The place where we first met has become a busy shopping centre.', '我们初次见面的地方已经变成了一个繁华的购物中心。', K.attributive, 'where we first met为定语从句，修饰the place。'],
  ['No matter how difficult the problem is, we should never give up.', '无论问题有多难，我们都不应该放弃。', K.adverbial, 'No matter how引导让步状语从句，意为“无论多么……”。'],
  ['Having been told the news, she burst into tears.', '得知这个消息后，她放声大哭。', K.nonfinite, 'Having been told为现在分词完成式的被动形式，表示先发生的被动动作；burst into tears意为“突然哭起来”。'],
  ['It is the first time that I have seen such a beautiful sunset.', '这是我第一次看到如此美丽的日落。', K.tense, 'It is the first time that...从句用现在完成时。'],
  ['Whoever breaks the rules will be punished.', '无论谁违反规则都将受到惩罚。', K.nominal, 'Whoever引导主语从句，意为“任何……的人”。'],
  ['She must have left her keys in the classroom.', '她一定是把钥匙落在教室里了。', K.modal, 'must have done表示对过去情况的肯定推测，“一定已经……”。'],
  ['He speaks as if he knew everything.', '他说起话来好像什么都知道似的。', K.subjunctive, 'as if从句用过去式表示与现在事实相反的虚拟。'],
  ['The teacher, together with her students, is visiting the museum.', '老师正和她的学生们一起参观博物馆。', K.agreement, 'together with连接主语时谓语与前面的the teacher一致。'],
  ['So excited was he that he couldn\'t fall asleep.', '他如此兴奋，以至于无法入睡。', K.inversion, '“So + 形容词”位于句首时主句部分倒装，so...that...意为“如此……以至于……”。'],
  ['Whether we can finish the project on time depends on the weather.', '我们能否按时完成这个项目取决于天气。', K.nominal, 'Whether引导主语从句，意为“是否”。'],
  ['Some students like reading, while others prefer sports.', '有些学生喜欢阅读，而另一些学生更喜欢运动。', K.compound, 'while连接两个并列分句，表示对比，意为“而”。'],
];

export const ENGLISH_SENTENCE_TRANSLATION: TBankQuestion[] = SENTENCE_TRANSLATIONS.map(([english, chinese, kp, why], i) => {
  const key = `en-senttrans-${pad3(i + 1)}`;
  return question({
    key,
    subjectId: 8,
    type: '句子翻译',
    title: para(`将下列句子译成汉语：${english}`),
    answer: chinese,
    analysis: para(why),
    difficulty: difficultyIn(key, 3, 4),
    knowledgePointIds: [kp],
    grade: gradeFor(key),
  });
});

// ---------------------------------------------------------------- 完成句子

type TCompletion = [chinese: string, english: string, answer: string, kp: number, why: string];

const COMPLETIONS: TCompletion[] = [
  ['他们正在讨论如何解决这个问题。', 'They are discussing ___ the problem.', 'how to solve', K.nonfinite, '“疑问词 + 不定式”作宾语。'],
  ['我们到达车站时，火车已经开走了。', 'When we got to the station, the train ___.', 'had left', K.tense, '“火车开走”发生在“我们到达”之前，用过去完成时。'],
  ['这座桥是十年前建成的。', 'The bridge ___ ten years ago.', 'was built', K.voice, '桥“被建成”，ten years ago用一般过去时被动语态。'],
  ['他把自行车落在学校了。', 'He ___ at school.', 'left his bike', K.verb, 'leave sth + 地点“把某物落在某处”；forget后不接地点状语。'],
  ['我们应该尽力帮助有困难的人。', 'We should ___ help people in trouble.', 'try our best to/do our best to', K.phrase, 'try/do one\'s best to do sth“尽力做某事”。'],
  ['要是我昨天去了那个聚会就好了。', 'I wish I ___ to the party yesterday.', 'had gone', K.subjunctive, 'wish后的宾语从句表示与过去事实相反，用过去完成时。'],
  ['正是她的耐心帮助她取得了成功。', '___ her patience that helped her succeed.', 'It was', K.emphatic, '强调句型It was...that...强调主语。'],
  ['我几乎没有时间做运动。', '___ do I have time to do sports.', 'Hardly/Scarcely', K.inversion, '否定副词hardly位于句首，句子部分倒装。'],
  ['这就是他迟到的原因。', 'This is the reason ___ he was late.', 'why', K.attributive, '先行词reason在从句中作原因状语，用why。'],
  ['他问我是否喜欢中国菜。', 'He asked me ___ Chinese food.', 'whether/if I liked', K.nominal, 'whether/if引导宾语从句，用陈述语序，时态与主句一致。'],
  ['等你回来时，我们将已经完成工作了。', 'By the time you come back, we ___ the work.', 'will have finished', K.tense, 'by the time + 一般现在时从句，主句用将来完成时。'],
  ['他花了两个小时修电脑。', 'He ___ two hours repairing the computer.', 'spent', K.verb, 'spend time (in) doing sth“花时间做某事”。'],
  ['我们必须立刻采取行动。', 'We must ___ at once.', 'take action', K.phrase, 'take action“采取行动”。'],
  ['我习惯了早起。', 'I am used to ___.', 'getting up early', K.nonfinite, 'be used to doing sth，to为介词。'],
  ['你当时不应该对他那么粗鲁的。', 'You ___ so rude to him.', 'shouldn\'t have been', K.modal, 'shouldn\'t have done表示“过去本不应该做”。'],
  ['老师让我们大声朗读课文。', 'The teacher made us ___ aloud.', 'read the text', K.nonfinite, 'make sb do sth，省略to的不定式作宾补。'],
  ['这部电影值得一看。', 'The film is ___.', 'worth seeing/worth watching', K.nonfinite, 'be worth doing“值得做”。'],
  ['由于大雨，运动会被推迟了。', 'The sports meeting ___ because of the heavy rain.', 'was put off', K.voice, 'put off“推迟”，用一般过去时被动语态。'],
  ['我一到家就开始下雨了。', '___ I got home, it began to rain.', 'As soon as', K.adverbial, 'as soon as“一……就……”。'],
  ['除非你努力学习，否则你不会通过考试。', 'You won\'t pass the exam ___.', 'unless you study hard', K.adverbial, 'unless引导条件状语从句，主将从现。'],
  ['我们班的学生人数是50。', 'The number of students in our class ___ 50.', 'is', K.agreement, 'the number of作主语时谓语用单数。'],
  ['他不仅聪明而且勤奋。', 'He is not only clever ___.', 'but also hard-working', K.compound, 'not only...but also...连接并列表语。'],
  ['她是唯一一个获奖的女孩。', 'She is the only girl ___ the prize.', 'who won/that won/to win', K.attributive, 'the only修饰先行词时可用that/who引导定语从句，也可用不定式作后置定语。'],
  ['你能告诉我去火车站怎么走吗？', 'Could you tell me ___ the railway station?', 'how to get to/how I can get to', K.nominal, '“疑问词 + 不定式”或宾语从句（陈述语序）作宾语。'],
  ['他早早起床是为了赶第一班公交车。', 'He got up early ___ the first bus.', 'to catch/in order to catch', K.nonfinite, '不定式作目的状语。'],
  ['据说这座寺庙有一千年的历史了。', '___ that the temple has a history of 1,000 years.', 'It is said', K.voice, 'It is said that...“据说……”。'],
  ['她擅长弹钢琴。', 'She ___ playing the piano.', 'is good at/does well in', K.phrase, 'be good at/do well in doing sth“擅长做某事”。'],
  ['当被问到这个问题时，他不知道说什么。', 'When ___ the question, he didn\'t know what to say.', 'asked', K.ellipsis, '时间状语从句的省略，主语与ask为被动关系，When (he was) asked...。'],
  ['要是明天下雨，我们就待在家里。', 'If it ___ tomorrow, we will stay at home.', 'rains', K.adverbial, '条件状语从句用一般现在时表将来。'],
  ['我宁愿待在家里也不愿出去。', 'I would rather stay at home ___.', 'than go out', K.phrase, 'would rather do...than do...“宁愿……也不愿……”。'],
];

export const ENGLISH_COMPLETION: TBankQuestion[] = COMPLETIONS.map(([chinese, english, answer, kp, why], i) => {
  const key = `en-complete-${pad3(i + 1)}`;
  return question({
    key,
    subjectId: 8,
    type: '完成句子',
    title: para(`根据汉语意思完成句子，每空词数不限：${chinese}<br/>${gap(english)}`),
    answer,
    analysis: para(why),
    difficulty: difficultyIn(key, 2, 4),
    knowledgePointIds: [kp],
    grade: gradeFor(key),
  });
});
