import path from 'node:path';
import type { LoaderContext } from 'webpack';
import atBuildLoader from '../../scripts/front/atBuildLoader';
import { themeVarShape } from '../../src/app/themeVars.atBuild';

describe('atBuildLoader', () => {
  it("replaces a module with its exports' values: the bundle gets the theme's variable names, not MUI's builder", () => {
    const root = path.join(__dirname, '../..');
    let cacheable: boolean | undefined;
    const context = {
      rootContext: root,
      resourcePath: path.join(root, 'src/app/themeVars.atBuild.ts'),
      cacheable: (flag: boolean) => (cacheable = flag),
    } as unknown as LoaderContext<unknown>;
    const source = atBuildLoader.call(context);
    expect(cacheable).toBe(false);
    expect(source).not.toMatch(/import|require|createTheme/);
    const match = /^export const themeVarShape = (.*);$/s.exec(source);
    expect(JSON.parse(match![1]!)).toEqual(themeVarShape);
  });
});
