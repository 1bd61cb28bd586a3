/** The action's entry point: everything happens in run(). */
import { holdYoungGeneration } from './adapters/heap.js';
import { run } from './main.js';

holdYoungGeneration();
void run();
