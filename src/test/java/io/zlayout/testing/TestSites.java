package io.zlayout.testing;

import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.Manifest;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Element;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;

import java.util.List;

/** Sites built from records in tests, without any reader. */
public final class TestSites {

    private TestSites() {
    }

    public static Site assemble(Manifest manifest, List<? extends Element> elements) {
        Inputs in = new Inputs(List.of(new LoadedInput("site.txt", "test", null,
                new ParseResult("test", List.copyOf(elements), List.of()))), List.of(), manifest, null, null);
        try {
            return SiteAssembler.assemble(in);
        } catch (io.zlayout.input.InputException e) {
            throw new AssertionError(e);
        }
    }
}
