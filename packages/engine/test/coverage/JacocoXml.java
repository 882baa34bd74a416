// Writes JaCoCo's XML report from a jacoco.exec, the class files and their sources (Debian ships
// the JaCoCo libraries but not jacococli): java JacocoXml EXEC CLASSES_AND_SOURCES OUT.xml
import java.io.File;
import java.io.FileOutputStream;
import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.tools.ExecFileLoader;
import org.jacoco.report.DirectorySourceFileLocator;
import org.jacoco.report.IReportVisitor;
import org.jacoco.report.xml.XMLFormatter;

public class JacocoXml {
  public static void main(String[] a) throws Exception {
    ExecFileLoader loader = new ExecFileLoader();
    loader.load(new File(a[0]));
    CoverageBuilder builder = new CoverageBuilder();
    new Analyzer(loader.getExecutionDataStore(), builder).analyzeAll(new File(a[1]));
    IReportVisitor v = new XMLFormatter().createVisitor(new FileOutputStream(a[2]));
    v.visitInfo(loader.getSessionInfoStore().getInfos(), loader.getExecutionDataStore().getContents());
    v.visitBundle(builder.getBundle("report"), new DirectorySourceFileLocator(new File(a[1]), "utf-8", 4));
    v.visitEnd();
  }
}
